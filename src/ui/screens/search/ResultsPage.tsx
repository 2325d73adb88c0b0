/**
 * /1688/result and /taobao/result (layout '1688'): text, category, price and image search,
 * 16 a page, the marketplace's feeds when there is no query. The URL holds the state
 * (q, category, startPrice, endPrice, page, image_url), so back/forward and reload keep it.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatIntegerId, formatNumberId, formatRupiah, truncate } from '../../../domain/format';
import { searchFlagForPath } from '../../../domain/url';
import { parseResultsParams, type PriceError } from '../../../application/search/results-params';
import { RESULTS_VIEW_MODEL, type ResultsViewModel } from '../../../application/search/results-view-model';
import { productPath } from '../../../application/search/search-box-view-model';
import { searchModule } from '../../../application/search/search.module';
import { SEARCH_SORTS, type SearchProduct, type SearchSort } from '../../../application/ports/search-api.port';
import { usePageViewModel } from '../../app/page-data';
import '../../styles/search.css';

const m = defineMessages({
  titleImage: { id: 'results.title.image', defaultMessage: 'Hasil pencarian gambar' },
  titleFilter: { id: 'results.title.filter', defaultMessage: 'Hasil pencarian' },
  loading: { id: 'results.loading', defaultMessage: 'Memuat produk...' },
  error: { id: 'results.error', defaultMessage: 'Produk tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.' },
  retry: { id: 'results.retry', defaultMessage: 'Coba lagi' },
  empty: { id: 'results.empty', defaultMessage: 'Produk tidak ditemukan. Coba kata kunci, kategori atau rentang harga lain.' },
  priceLegend: { id: 'results.price.legend', defaultMessage: 'Rentang harga (Rp)' },
  imageExpired: { id: 'results.imageExpired', defaultMessage: 'Hasil pencarian gambar ini sudah tidak tersimpan. Unggah gambarnya lagi dengan tombol kamera.' },
  priceStart: { id: 'results.price.start', defaultMessage: 'Harga terendah' },
  priceEnd: { id: 'results.price.end', defaultMessage: 'Harga tertinggi' },
  priceApply: { id: 'results.price.apply', defaultMessage: 'Terapkan' },
  priceClear: { id: 'results.price.clear', defaultMessage: 'Hapus' },
  prev: { id: 'results.page.prev', defaultMessage: 'Sebelumnya' },
  next: { id: 'results.page.next', defaultMessage: 'Berikutnya' },
  pagination: { id: 'results.page.label', defaultMessage: 'Halaman hasil' },
  categoriesHeading: { id: 'results.categories.heading', defaultMessage: 'Kategori' },
  allCategories: { id: 'results.categories.all', defaultMessage: 'Semua kategori' },
  categoriesLoading: { id: 'results.categories.loading', defaultMessage: 'Memuat kategori...' },
  categoriesError: { id: 'results.categories.error', defaultMessage: 'Kategori tidak dapat dimuat.' },
  sort: { id: 'results.sort', defaultMessage: 'Urutkan' },
  errorTimeout: { id: 'results.error.timeout', defaultMessage: 'Marketplace terlalu lama merespons. Silakan coba lagi.' },
  errorUnavailable: { id: 'results.error.unavailable', defaultMessage: 'Pencarian di marketplace sedang tidak dapat dilakukan. Silakan coba lagi dalam beberapa menit.' },
  errorLimited: { id: 'results.error.limited', defaultMessage: 'Terlalu banyak pencarian baru dalam satu menit. Tunggu sebentar lalu coba lagi.' },
});
const sorts = defineMessages({
  relevance: { id: 'results.sort.relevance', defaultMessage: 'Paling sesuai' },
  price_asc: { id: 'results.sort.priceAsc', defaultMessage: 'Harga terendah' },
  price_desc: { id: 'results.sort.priceDesc', defaultMessage: 'Harga tertinggi' },
  sales: { id: 'results.sort.sales', defaultMessage: 'Terlaris' },
} satisfies Record<SearchSort, { id: string; defaultMessage: string }>);
const mv = {
  titleQuery: defineMessage<{ q: string }>({ id: 'results.title.query', defaultMessage: 'Hasil pencarian "{q}"' }),
  titleFeeds: defineMessage<{ marketplace: string }>({ id: 'results.title.feeds', defaultMessage: 'Produk pilihan {marketplace}' }),
  total: defineMessage<{ total: string }>({ id: 'results.total', defaultMessage: '{total} produk' }),
  pageOf: defineMessage<{ page: number; pages: number }>({ id: 'results.page.of', defaultMessage: 'Halaman {page} dari {pages}' }),
};

const priceErrors = defineMessages({
  not_a_number: { id: 'results.price.error.notANumber', defaultMessage: 'Masukkan angka bulat (rupiah)' },
  negative: { id: 'results.price.error.negative', defaultMessage: 'Tidak boleh negatif' },
  start_after_end: { id: 'results.price.error.startAfterEnd', defaultMessage: 'Harga tertinggi harus lebih besar atau sama dengan harga terendah' },
} satisfies Record<PriceError, { id: string; defaultMessage: string }>);

export const ResultCard = function ResultCard({ product }: { product: SearchProduct }) {
  return (
    <li className="product-card">
      <Link to={productPath(product.url)} className="product-card-link">
        {product.imageUrl ? <img src={product.imageUrl} alt="" loading="lazy" width={300} height={300} /> : <span className="product-card-noimage" aria-hidden="true" />}
        <span className="product-card-title" title={product.title}>{truncate(product.title)}</span>
        <span className="product-card-price" data-price="">
          {product.priceRupiah !== null ? formatRupiah(product.priceRupiah) : `${product.currency} ${formatNumberId(product.price)}`}
        </span>
        {product.priceRupiah !== null && <span className="muted small">{`${product.currency} ${formatNumberId(product.price)}`}</span>}
      </Link>
    </li>
  );
};

const CategoryList = observer(function CategoryList({ vm }: { vm: ResultsViewModel }) {
  if (vm.categoriesStatus === 'loading' || vm.categoriesStatus === 'idle') return <p className="muted small"><FormattedMessage {...m.categoriesLoading} /></p>;
  if (vm.categoriesStatus === 'error') return <p className="muted small"><FormattedMessage {...m.categoriesError} /></p>;
  const none = (vm.params?.categories.length ?? 0) === 0;
  return (
    <ul className="category-list" data-testid="category-list">
      <li><Link to={vm.categoryHref('') ?? '#'} aria-current={none ? 'true' : undefined}><FormattedMessage {...m.allCategories} /></Link></li>
      {vm.categories.map((c) => (
        <li key={c.slug}>
          <Link to={vm.categoryHref(c.slug) ?? '#'} aria-current={vm.isCategoryActive(c.slug) ? 'true' : undefined}>{c.name}</Link>
        </li>
      ))}
    </ul>
  );
});

const PriceFilter = observer(function PriceFilter({ vm }: { vm: ResultsViewModel }) {
  const navigate = useNavigate();
  const err = vm.priceError;
  const errorText = (field: 'start' | 'end'): ReactNode =>
    err && err.field === field ? <p id={`price-${field}-error`} className="field-error"><FormattedMessage {...priceErrors[err.error]} /></p> : null;
  return (
    <form
      className="price-filter"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const to = vm.applyPrice();
        if (to) void navigate(to);
      }}
    >
      <fieldset>
        <legend className="small"><FormattedMessage {...m.priceLegend} /></legend>
        <div className="price-fields">
          <div className={err?.field === 'start' ? 'field invalid' : 'field'}>
            <label htmlFor="price-start" className="small"><FormattedMessage {...m.priceStart} /></label>
            <input id="price-start" inputMode="decimal" value={vm.startPrice} aria-invalid={err?.field === 'start'} onChange={(e) => vm.setStartPrice(e.target.value)} />
            {errorText('start')}
          </div>
          <div className={err?.field === 'end' ? 'field invalid' : 'field'}>
            <label htmlFor="price-end" className="small"><FormattedMessage {...m.priceEnd} /></label>
            <input id="price-end" inputMode="decimal" value={vm.endPrice} aria-invalid={err?.field === 'end'} onChange={(e) => vm.setEndPrice(e.target.value)} />
            {errorText('end')}
          </div>
          <div className="price-actions">
            <button type="submit" className="btn btn-primary btn-small"><FormattedMessage {...m.priceApply} /></button>
            {(vm.params?.startPrice || vm.params?.endPrice) && (
              <Link className="btn btn-text btn-small" to={vm.clearPriceHref() ?? '#'}><FormattedMessage {...m.priceClear} /></Link>
            )}
          </div>
        </div>
      </fieldset>
    </form>
  );
});

/** The order of a text search's results (the URL's sort). */
const SortSelect = observer(function SortSelect({ vm }: { vm: ResultsViewModel }) {
  const navigate = useNavigate();
  const p = vm.params;
  if (!p || !p.q || vm.isImageSearch) return null;
  return (
    <div className="field results-sort">
      <label htmlFor="results-sort" className="small"><FormattedMessage {...m.sort} /></label>
      <select
        id="results-sort"
        value={p.sort}
        onChange={(e) => {
          const to = vm.sortHref(SEARCH_SORTS.find((s) => s === e.target.value) ?? 'relevance');
          if (to) void navigate(to);
        }}
      >
        {SEARCH_SORTS.map((s) => <SortOption key={s} sort={s} />)}
      </select>
    </div>
  );
});

function SortOption({ sort }: { sort: SearchSort }) {
  const intl = useIntl();
  return <option value={sort}>{intl.formatMessage(sorts[sort])}</option>;
}

const Pager = observer(function Pager({ vm }: { vm: ResultsViewModel }) {
  const intl = useIntl();
  const r = vm.result;
  if (!r || r.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage(m.pagination)}>
      {r.page > 1 ? <Link rel="prev" className="btn btn-outline btn-small" to={vm.pageHref(r.page - 1) ?? '#'}><FormattedMessage {...m.prev} /></Link> : <span />}
      <span className="small" data-testid="page-of"><FormattedMessage {...mv.pageOf} values={{ page: r.page, pages: r.pageCount }} /></span>
      {r.page < r.pageCount ? <Link rel="next" className="btn btn-outline btn-small" to={vm.pageHref(r.page + 1) ?? '#'}><FormattedMessage {...m.next} /></Link> : <span />}
    </nav>
  );
});

const Title = observer(function Title({ vm }: { vm: ResultsViewModel }) {
  const p = vm.params;
  if (!p) return null;
  const marketplace = p.flag === 'taobao' ? 'Taobao' : '1688';
  return (
    <h1 className="h3">
      {vm.isImageSearch ? <FormattedMessage {...m.titleImage} />
        : p.q ? <FormattedMessage {...mv.titleQuery} values={{ q: p.q }} />
          : vm.isFeeds ? <FormattedMessage {...mv.titleFeeds} values={{ marketplace }} />
            : <FormattedMessage {...m.titleFilter} />}
    </h1>
  );
});

const Results = observer(function Results({ vm }: { vm: ResultsViewModel }) {
  if (vm.status === 'error') {
    const reason = vm.errorReason === 'timeout' ? m.errorTimeout : vm.errorReason === 'unavailable' ? m.errorUnavailable
      : vm.errorReason === 'limited' ? m.errorLimited : m.error;
    return (
      <div className="block-state" role="alert">
        <p><FormattedMessage {...reason} /></p>
        <button type="button" className="btn btn-primary" onClick={() => void vm.retry()}><FormattedMessage {...m.retry} /></button>
      </div>
    );
  }
  if (vm.status === 'expired') return <p className="block-state muted" role="alert"><FormattedMessage {...m.imageExpired} /></p>;
  if (vm.status !== 'ready' || !vm.result) return <p className="block-state muted" role="status"><FormattedMessage {...m.loading} /></p>;
  if (vm.isEmpty) return <p className="block-state muted" data-testid="results-empty"><FormattedMessage {...m.empty} /></p>;
  return (
    <>
      <p className="muted small"><FormattedMessage {...mv.total} values={{ total: formatIntegerId(vm.result.total) }} /></p>
      <ul className="product-grid" data-testid="results-grid">
        {vm.result.items.map((p) => <ResultCard key={p.id} product={p} />)}
      </ul>
      <Pager vm={vm} />
    </>
  );
});

function ResultsPage() {
  const location = useLocation();
  // The server's render and the hydration load the categories and the address's page first (page-data.tsx).
  const { vm, preloaded } = usePageViewModel<ResultsViewModel>(
    RESULTS_VIEW_MODEL, searchModule, `results:${location.pathname}${location.search}`,
    (model) => Promise.all([model.loadCategories(), model.sync(parseResultsParams(searchFlagForPath(location.pathname), location.search))]),
  );

  useEffect(() => {
    void vm.loadCategories();
  }, [vm]);
  useEffect(() => {
    if (!preloaded) void vm.sync(parseResultsParams(searchFlagForPath(location.pathname), location.search));
  }, [vm, location.pathname, location.search, preloaded]);

  // The category list is drawn by the page itself, in the server's HTML: filled in after the
  // hydration (it was the layout's slot), it pushed the results down by a sixth of the screen
  // (Lighthouse CLS 0.161, issue 27).
  return (
    <div className="sidebar-grid">
      <aside className="sidebar" aria-labelledby="category-heading">
        <h2 id="category-heading" className="h4"><FormattedMessage {...m.categoriesHeading} /></h2>
        <CategoryList vm={vm} />
      </aside>
      <div className="sidebar-content results" data-testid="results-page">
        <Title vm={vm} />
        <PriceFilter vm={vm} />
        <SortSelect vm={vm} />
        <Results vm={vm} />
      </div>
    </div>
  );
}

export default ResultsPage;
