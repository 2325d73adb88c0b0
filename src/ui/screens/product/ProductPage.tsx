/**
 * /product?url=... (scrape) and /product/:id (a 1688/Taobao/Tmall product id, ?marketplace= to
 * pick one). Not found: 'Produk tidak tersedia' shows for 2 seconds, then the page stays on an
 * empty state (links to the manual order form). A redirect answer to an allowed host sends the
 * browser there (application/product/redirect-allowlist.ts).
 */
import DOMPurify from 'dompurify';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect } from 'react';
import { preload } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatNumberId, formatRupiah } from '../../../domain/format';
import { PRODUCT_VIEW_MODEL, type ProductViewModel } from '../../../application/product/product-view-model';
import { productModule } from '../../../application/product/product.module';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../../application/session/session-view-model';
import { useService } from '../../app/container-context';
import { useItemHead } from '../../routes/DocumentHead';
import { useHydrated, useOffline, usePageViewModel } from '../../app/page-data';
import { notify } from '../../lib/toast';
import { LartasLiveNotice } from '../../components/LartasLiveNotice';
import { OfflineActionNote } from '../../components/OfflineActionNote';
import { ProductBreakdown } from './ProductBreakdown';
import { ProductOptions } from './ProductOptions';
import { pm, sellerYears, weightGrams } from './product-messages';
import { ProductGrid } from './ProductGrid';
import '../../styles/product.css';

// Customers' ratings of this product (GET review/product): below the fold, loaded in the browser
// after hydration with its own chunk and bindings (the 'aftercare' feature).
const ProductReviews = lazy(() => import('../rating/ProductReviews'));

/** The main photo's box (the CSS keeps it square at the column's width): reserved before it loads. */
const MAIN_IMAGE_SIZE = 600;

function ProductLoading() {
  return <div className="product-loading" role="status" aria-busy="true"><span className="spinner" aria-hidden="true" /> <FormattedMessage {...pm.loading} /></div>;
}

/**
 * The page's own Suspense boundary: a server render streams the shell (header, this loading state)
 * first and the product once it is read (docs/ssr.md).
 */
function ProductPage() {
  const [params] = useSearchParams();
  const { id } = useParams();
  const url = params.get('url');
  const marketplace = params.get('marketplace');
  return (
    <Suspense fallback={<ProductLoading />}>
      <ProductScreen url={url} id={id} marketplace={marketplace} />
    </Suspense>
  );
}

function ProductScreen({ url, id, marketplace }: { url: string | null; id: string | undefined; marketplace: string | null }) {
  // Loaded during the server's render and the hydration, suggestions included (page-data.tsx), else here.
  const { vm, preloaded } = usePageViewModel<ProductViewModel>(
    PRODUCT_VIEW_MODEL, productModule, `product:${url ?? ''}:${id ?? ''}:${marketplace ?? ''}`,
    (model) => model.load({ url, id, marketplace }, { withSuggestions: true }),
  );
  useEffect(() => {
    if (!preloaded) void vm.load({ url, id, marketplace });
  }, [vm, url, id, marketplace, preloaded]);
  useEffect(() => () => vm.dispose(), [vm]);
  return <ProductView vm={vm} retry={() => void vm.load({ url, id, marketplace })} />;
}

export const ProductView = observer(function ProductView({ vm, retry }: { vm: ProductViewModel; retry: () => void }) {
  useItemHead(vm.status === 'ready' ? vm.product?.name : null);
  useEffect(() => {
    if (vm.redirectUrl) window.location.assign(vm.redirectUrl);
  }, [vm.redirectUrl]);
  if (vm.redirectUrl) return <p className="muted" role="status"><FormattedMessage {...pm.redirecting} /></p>;
  if (vm.status === 'idle' || vm.status === 'loading') return <ProductLoading />;
  if (vm.status === 'not_found') {
    return (
      <div className="product-empty">
        {vm.notFoundNotice && <p className="alert alert-danger" role="alert"><FormattedMessage {...pm.notFound} /></p>}
        <h1 className="h4"><FormattedMessage {...pm.emptyTitle} /></h1>
        <p className="muted"><FormattedMessage {...pm.emptyText} /></p>
        <Link className="btn btn-outline" to="/manual-order-form"><FormattedMessage {...pm.manualLink} /></Link>
      </div>
    );
  }
  if (vm.status === 'error' || !vm.product) {
    const reason = vm.errorReason === 'timeout' ? pm.errorTimeout : vm.errorReason === 'unavailable' ? pm.errorUnavailable
      : vm.errorReason === 'limited' ? pm.errorLimited : pm.loadError;
    return (
      <div className="product-empty">
        <p className="form-error" role="alert"><FormattedMessage {...reason} /></p>
        <button type="button" className="btn btn-primary" onClick={retry}><FormattedMessage {...pm.retry} /></button>
      </div>
    );
  }
  return <ProductDetail vm={vm} />;
});

const Gallery = observer(function Gallery({ vm }: { vm: ProductViewModel }) {
  const intl = useIntl();
  const images = vm.images;
  const main = images[Math.min(vm.activeImage, images.length - 1)];
  // The largest paint of the page: asked for early (a preload link in the server's HTML) and first.
  if (main) preload(main, { as: 'image', fetchPriority: 'high' });
  return (
    <section className="product-gallery" aria-label={intl.formatMessage(pm.gallery)}>
      {main && <img className="product-main-image" src={main} alt={vm.product?.name ?? ''} width={MAIN_IMAGE_SIZE} height={MAIN_IMAGE_SIZE} fetchPriority="high" referrerPolicy="no-referrer" />}
      {images.length > 1 && (
        <div className="product-thumbs">
          {images.map((src, i) => (
            <button key={src} type="button" className={i === vm.activeImage ? 'thumb thumb-active' : 'thumb'} aria-label={`${intl.formatMessage(pm.thumbnail)} ${i + 1}`} onClick={() => vm.setActiveImage(i)}>
              {/* The active one is the main photo's file (already asked for): no lazy wait. */}
              <img src={src} alt="" loading={i === vm.activeImage ? undefined : 'lazy'} width={64} height={64} referrerPolicy="no-referrer" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
});

/** Which language the texts are in, and the marketplace's own text one tap away. */
const ProductTexts = observer(function ProductTexts({ vm }: { vm: ProductViewModel }) {
  const translation = vm.product?.translation;
  const note = translation?.notice === 'unavailable' ? pm.translationUnavailable
    : translation?.notice === 'failed' ? pm.translationFailed
      : translation?.shown === 'id' ? pm.translatedMachine : null;
  if (!note && !vm.hasOriginal) return null;
  return (
    <p className="product-texts small">
      {note && <span className="muted" data-testid="product-translation-note"><FormattedMessage {...note} /></span>}
      {vm.hasOriginal && (
        <>
          {note && ' '}
          <button type="button" className="btn-text" aria-pressed={vm.showOriginal} onClick={vm.toggleOriginal}>
            <FormattedMessage {...(vm.showOriginal ? pm.showTranslation : pm.showOriginal)} />
          </button>
        </>
      )}
    </p>
  );
});

const ProductDetail = observer(function ProductDetail({ vm }: { vm: ProductViewModel }) {
  const session = useService<SessionViewModel>(SESSION_VIEW_MODEL);
  const intl = useIntl();
  const hydrated = useHydrated();
  const offline = useOffline();
  const product = vm.product;
  if (!product) return null;
  const availability = product.availability ?? 'unknown';
  // DOMPurify needs a DOM: the description is sanitised and shown in the browser only (below the fold).
  const description = hydrated ? DOMPurify.sanitize(product.description, { USE_PROFILES: { html: true } }) : '';
  const onAdd = async () => {
    const outcome = await vm.add();
    if (outcome === 'added') notify.success(intl.formatMessage(pm.added));
    else if (outcome === 'failed') notify.error(intl.formatMessage(pm.addFailed));
  };
  const onBookmark = async () => {
    const outcome = await vm.bookmark();
    if (outcome === 'login_required') session.requireLogin();
    else if (outcome === 'added') notify.success(intl.formatMessage(pm.bookmarkAdded));
    else notify.error(intl.formatMessage(pm.bookmarkFailed));
  };
  return (
    <article className="product-page">
      <div className="product-top">
        <Gallery vm={vm} />
        <section className="product-summary">
          <h1 className="h4 product-title" lang={vm.showOriginal ? 'zh' : undefined}>{vm.title}</h1>
          <ProductTexts vm={vm} />
          <p className="product-price">
            <span className="muted small"><FormattedMessage {...pm.unitPrice} /></span>{' '}
            <strong data-price="" data-testid="product-unit-price">{product.currency} {formatNumberId(vm.unitPrice ?? product.price)}</strong>
            {vm.breakdown && vm.quantity > 0 && <span className="muted small" data-price=""> ≈ {formatRupiah(Math.round(vm.breakdown.goodsValue / vm.quantity))}</span>}
          </p>
          <p className={`availability availability-${availability}`}><FormattedMessage {...pm[availability]} /></p>
          <p className="product-weight small">
            <span className="muted"><FormattedMessage {...pm.weight} />:</span>{' '}
            <span data-testid="product-weight"><FormattedMessage {...weightGrams} values={{ grams: formatNumberId(product.weightGrams, 0) }} /></span>
            {product.weightEstimated && (
              <>
                {' '}<span className="estimate-tag" aria-describedby="product-weight-help"><FormattedMessage {...pm.weightEstimated} /></span>
                <span id="product-weight-help" className="muted product-weight-help"><FormattedMessage {...pm.weightEstimatedHelp} /></span>
              </>
            )}
          </p>
          {product.seller && (
            <p className="product-seller">
              <span className="muted"><FormattedMessage {...pm.seller} />:</span> {product.seller.name}
              {product.seller.location && ` · ${product.seller.location}`}
              {product.seller.rating !== null && ` · ★ ${formatNumberId(product.seller.rating, 1)}`}
              {product.seller.years !== null && <> · <FormattedMessage {...sellerYears} values={{ years: product.seller.years }} /></>}
            </p>
          )}
          <ProductOptions vm={vm} />
          <LartasLiveNotice entry={vm.lartas} />
          <div className="product-actions">
            {/* Not disabled while adding: a disabled button drops the keyboard focus to the page (vm.add ignores a second press). */}
            <button type="button" className="btn btn-primary" disabled={(!vm.canAdd && !vm.adding) || offline} aria-disabled={vm.adding || undefined} aria-describedby={offline ? 'product-offline-note' : undefined} onClick={() => void onAdd()}>
              <FormattedMessage {...(vm.adding ? pm.adding : pm.addToCart)} />
            </button>
            <button type="button" className="btn btn-outline" disabled={vm.bookmarking || offline} aria-describedby={offline ? 'product-offline-note' : undefined} aria-pressed={vm.bookmarked} onClick={() => void onBookmark()}>
              <FormattedMessage {...(vm.bookmarked ? pm.bookmarked : pm.bookmark)} />
            </button>
          </div>
          <OfflineActionNote id="product-offline-note" />
        </section>
        <aside className="product-side card"><ProductBreakdown vm={vm} /></aside>
      </div>
      {vm.specification.length > 0 && (
        <section className="product-section">
          <h2 className="h5"><FormattedMessage {...pm.specification} /></h2>
          <dl className="product-spec" lang={vm.showOriginal ? 'zh' : undefined}>
            {vm.specification.map((s, i) => (
              <div key={`${i}-${s.name}`}><dt>{s.name}</dt><dd>{s.value}</dd></div>
            ))}
          </dl>
        </section>
      )}
      {description && (
        <section className="product-section">
          <h2 className="h5"><FormattedMessage {...pm.description} /></h2>
          {/* Sanitised by the server and again here with DOMPurify. */}
          <div className="product-description" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      )}
      {hydrated && (
        <Suspense fallback={null}>
          <ProductReviews url={product.url} />
        </Suspense>
      )}
      {vm.suggested.length > 0 && (
        <section className="product-section">
          <h2 className="h5"><FormattedMessage {...pm.suggested} /></h2>
          <ProductGrid items={vm.suggested} />
        </section>
      )}
    </article>
  );
});

export default ProductPage;
