/** /catalog (catalog layout): categories, the items of one, a search within it; an item opens the product page. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CATALOG_VIEW_MODEL, type CatalogViewModel } from '../../../application/catalog/catalog-view-model';
import { catalogModule } from '../../../application/catalog/catalog.module';
import { usePageViewModel } from '../../app/page-data';
import { ProductGrid } from './ProductGrid';
import '../../styles/product.css';

const m = defineMessages({
  title: { id: 'catalog.title', defaultMessage: 'Katalog Produk' },
  categories: { id: 'catalog.categories', defaultMessage: 'Kategori' },
  search: { id: 'catalog.search', defaultMessage: 'Cari di kategori ini' },
  searchButton: { id: 'catalog.search.button', defaultMessage: 'Cari' },
  loading: { id: 'catalog.loading', defaultMessage: 'Memuat katalog...' },
  error: { id: 'catalog.error', defaultMessage: 'Katalog tidak dapat dimuat saat ini. Coba lagi.' },
  retry: { id: 'catalog.retry', defaultMessage: 'Coba lagi' },
  empty: { id: 'catalog.empty', defaultMessage: 'Tidak ada produk yang cocok.' },
  missing: { id: 'catalog.category.missing', defaultMessage: 'Kategori yang Anda cari tidak ditemukan; kategori lain ditampilkan.' },
});

const countMessage = defineMessage<{ count: number }>({ id: 'catalog.category.count', defaultMessage: '{count, plural, other {# produk}}' });

function CatalogPage() {
  const [params] = useSearchParams();
  const category = params.get('category');
  const q = params.get('q');
  const key = `catalog:${category ?? ''}:${q ?? ''}`;
  const { vm, preloaded } = usePageViewModel<CatalogViewModel>(CATALOG_VIEW_MODEL, catalogModule, key, (model) => model.load(category, q));
  useEffect(() => {
    if (!preloaded) void vm.load(category, q);
  }, [vm, category, q, preloaded]);
  return <CatalogView vm={vm} />;
}

export const CatalogView = observer(function CatalogView({ vm }: { vm: CatalogViewModel }) {
  const intl = useIntl();
  if (vm.status === 'loading') return <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>;
  if (vm.status === 'error') {
    return (
      <div className="product-empty">
        <p className="form-error" role="alert"><FormattedMessage {...m.error} /></p>
        <button type="button" className="btn btn-primary" onClick={() => void vm.load(vm.category, vm.query)}><FormattedMessage {...m.retry} /></button>
      </div>
    );
  }
  return (
    <div className="catalog">
      <h1 className="h3"><FormattedMessage {...m.title} /></h1>
      <div className="catalog-grid">
        <nav aria-label={intl.formatMessage(m.categories)} className="catalog-categories">
          <ul>
            {vm.categories.map((c) => (
              <li key={c.slug}>
                <button type="button" className={c.slug === vm.category ? 'chip chip-active' : 'chip'} aria-pressed={c.slug === vm.category} onClick={() => void vm.selectCategory(c.slug)}>
                  {c.name}{c.count !== null && <span className="muted small"> ({c.count})</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={vm.current ? 'catalog-category' : undefined}>
          {vm.missingCategory && <p className="muted" role="status"><FormattedMessage {...m.missing} /></p>}
          {vm.current && (
            <h2 id="catalog-category" className="h4">
              {vm.current.name}
              {vm.current.count !== null && <span className="muted small"> ({intl.formatMessage(countMessage, { count: vm.current.count })})</span>}
            </h2>
          )}
          <form className="catalog-search" role="search" onSubmit={(e) => { e.preventDefault(); void vm.search(); }}>
            <label htmlFor="catalog-q" className="sr-only"><FormattedMessage {...m.search} /></label>
            <input id="catalog-q" type="search" value={vm.query} placeholder={intl.formatMessage(m.search)} onChange={(e) => vm.setQuery(e.target.value)} />
            <button type="submit" className="btn btn-primary"><FormattedMessage {...m.searchButton} /></button>
          </form>
          {vm.items.length === 0 && !vm.itemsLoading ? (
            <p className="muted"><FormattedMessage {...m.empty} /></p>
          ) : (
            <ProductGrid items={vm.items} busy={vm.itemsLoading} />
          )}
        </section>
      </div>
    </div>
  );
});

export default CatalogPage;
