/**
 * The home blocks below the hero (a lazy chunk): the operators' banners, summary (transactions counted up digit by
 * digit 'Sejak Maret 2019', last-transactions carousel, testimonies), flash sale with its due
 * date, recommendations, popular. Each block has its loading, empty and error state.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatDateTimeWib, formatRupiah, truncate } from '../../../domain/format';
import type { CatalogProduct } from '../../../application/ports/content-api.port';
import { HOME_VIEW_MODEL, type Block, type HomeBlockName, type HomeViewModel } from '../../../application/home/home-view-model';
import { homeModule } from '../../../application/home/home.module';
import { productPath } from '../../../application/search/search-box-view-model';
import { useHydrated, usePageViewModel } from '../../app/page-data';
import { PlaneLoader } from './PlaneLoader';
import { HomeBanners } from './HomeBanners';

const m = defineMessages({
  summaryTitle: { id: 'home.summary.title', defaultMessage: 'Total transaksi' },
  since: { id: 'home.summary.since', defaultMessage: 'Sejak Maret 2019' },
  lastTitle: { id: 'home.last.title', defaultMessage: 'Transaksi terakhir' },
  prev: { id: 'home.carousel.prev', defaultMessage: 'Sebelumnya' },
  next: { id: 'home.carousel.next', defaultMessage: 'Berikutnya' },
  testimoniesTitle: { id: 'home.testimonies.title', defaultMessage: 'Kata pelanggan' },
  flashTitle: { id: 'home.flash.title', defaultMessage: 'Flash Sale' },
  recommendationsTitle: { id: 'home.recommendations.title', defaultMessage: 'Rekomendasi untuk Anda' },
  popularTitle: { id: 'home.popular.title', defaultMessage: 'Produk populer' },
  empty: { id: 'home.block.empty', defaultMessage: 'Belum ada data untuk ditampilkan.' },
  error: { id: 'home.block.error', defaultMessage: 'Bagian ini tidak dapat dimuat.' },
  retry: { id: 'home.block.retry', defaultMessage: 'Coba lagi' },
});
const mv = {
  lastBought: defineMessage<{ buyer: string; product: string }>({ id: 'home.last.bought', defaultMessage: '{buyer} membeli {product}' }),
  rating: defineMessage<{ rating: number }>({ id: 'home.testimonies.rating', defaultMessage: 'Nilai {rating} dari 5' }),
  flashDue: defineMessage<{ date: string }>({ id: 'home.flash.due', defaultMessage: 'Berakhir {date}' }),
};

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Counts each digit up from 0 to its value, one step every 90 ms (at once under reduced motion, and
 * on a server-rendered page, whose HTML already showed the number).
 */
export function DigitCounter({ text }: { text: string }) {
  const serverRendered = !useHydrated();
  const [step, setStep] = useState(() => (serverRendered || reducedMotion() ? 9 : 0));
  useEffect(() => {
    if (step >= 9) return;
    const timer = setTimeout(() => setStep((s) => s + 1), 90);
    return () => clearTimeout(timer);
  }, [step]);
  return (
    <span className="digit-counter">
      {/* Read once as the whole number; the counting digits are hidden from screen readers. */}
      <span className="visually-hidden">{text}</span>
      {[...text].map((ch, i) => (
        <span key={i} className={/\d/.test(ch) ? 'digit' : 'digit-sep'} aria-hidden="true">
          {/\d/.test(ch) ? String(Math.min(Number(ch), step)) : ch}
        </span>
      ))}
    </span>
  );
}

interface SectionProps<T> {
  id: HomeBlockName;
  title: ReactNode;
  block: Block<T>;
  vm: HomeViewModel;
  isEmpty: (data: T) => boolean;
  extra?: ReactNode;
  children: ReactNode;
}

function BlockSection<T>({ id, title, block, vm, isEmpty, extra, children }: SectionProps<T>) {
  return (
    <section className="home-block" aria-labelledby={`home-${id}`} data-testid={`home-${id}`} data-status={block.status}>
      <div className="home-block-head">
        <h2 id={`home-${id}`} className="h4">{title}</h2>
        {extra}
      </div>
      {block.status === 'loading' && <PlaneLoader />}
      {block.status === 'error' && (
        <div className="block-state" role="alert">
          <p><FormattedMessage {...m.error} /></p>
          <button type="button" className="btn btn-outline btn-small" onClick={() => void vm.loadBlock(id)}><FormattedMessage {...m.retry} /></button>
        </div>
      )}
      {block.status === 'ready' && block.data !== null && (isEmpty(block.data) ? <p className="block-state muted"><FormattedMessage {...m.empty} /></p> : children)}
    </section>
  );
}

function ProductGrid({ products }: { products: CatalogProduct[] }) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={`${p.url}-${i}`} className="product-card">
          <Link to={productPath(p.url)} className="product-card-link">
            {p.imageUrl ? <img src={p.imageUrl} alt="" loading="lazy" width={300} height={300} /> : <span className="product-card-noimage" aria-hidden="true" />}
            <span className="product-card-title" title={p.title}>{truncate(p.title)}</span>
            {p.priceRupiah !== null && <span className="product-card-price" data-price="">{formatRupiah(p.priceRupiah)}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const LastTransactions = observer(function LastTransactions({ vm }: { vm: HomeViewModel }) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (dir: number) => track.current?.scrollBy({ left: dir * track.current.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  return (
    <div className="carousel">
      <button type="button" className="carousel-nav" aria-label={intl.formatMessage(m.prev)} onClick={() => scroll(-1)}>‹</button>
      {/* Focusable, so a keyboard can scroll it with the arrow keys (WCAG 2.1.1). */}
      <ul className="carousel-track" ref={track} tabIndex={0} aria-label={intl.formatMessage(m.lastTitle)}>
        {vm.lastTransactionCards.map((t, i) => (
          <li key={i} className="carousel-item card">
            {t.imageUrl && <img src={t.imageUrl} alt="" width={56} height={56} loading="lazy" />}
            <div>
              <p className="small"><FormattedMessage {...mv.lastBought} values={{ buyer: t.buyerName, product: t.productTitle }} /></p>
              <p className="carousel-bill">{formatRupiah(t.totalBill)}</p>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="carousel-nav" aria-label={intl.formatMessage(m.next)} onClick={() => scroll(1)}>›</button>
    </div>
  );
});

function HomeBlocks() {
  // Loaded during the server's render and the hydration (page-data.tsx), else here.
  const { vm, preloaded } = usePageViewModel<HomeViewModel>(HOME_VIEW_MODEL, homeModule, 'home', (model) => model.load());
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  return <HomeBlocksView vm={vm} />;
}

export const HomeBlocksView = observer(function HomeBlocksView({ vm }: { vm: HomeViewModel }) {
  const intl = useIntl();
  const b = vm.blocks;
  const due = vm.flashSaleDueDate;
  const nonEmpty = <T,>(list: T[]) => list.length === 0;
  return (
    <div className="container home-blocks">
      <HomeBanners banners={b.banners.data ?? []} />
      <div className="home-summary">
        <BlockSection id="summary" title={<FormattedMessage {...m.summaryTitle} />} block={b.summary} vm={vm} isEmpty={() => false}>
          <p className="summary-count"><DigitCounter key={vm.totalTransactionsText} text={vm.totalTransactionsText} /></p>
          <p className="muted"><FormattedMessage {...m.since} /></p>
        </BlockSection>
        <BlockSection id="lastTransactions" title={<FormattedMessage {...m.lastTitle} />} block={b.lastTransactions} vm={vm} isEmpty={nonEmpty}>
          <LastTransactions vm={vm} />
        </BlockSection>
      </div>
      <BlockSection id="testimonies" title={<FormattedMessage {...m.testimoniesTitle} />} block={b.testimonies} vm={vm} isEmpty={nonEmpty}>
        <ul className="testimonies">
          {(b.testimonies.data ?? []).map((t, i) => (
            <li key={i} className="card testimony">
              <blockquote>{truncate(t.text, 200)}</blockquote>
              <p className="small"><strong>{t.name}</strong>
                {t.rating !== null && <span className="testimony-rating" aria-label={intl.formatMessage(mv.rating, { rating: t.rating })}>{' '}{'★'.repeat(Math.round(t.rating))}</span>}
              </p>
            </li>
          ))}
        </ul>
      </BlockSection>
      <BlockSection
        id="flashSale"
        title={<FormattedMessage {...m.flashTitle} />}
        block={b.flashSale}
        vm={vm}
        isEmpty={(d) => d.products.length === 0}
        extra={due !== null && <span className="flash-due small"><FormattedMessage {...mv.flashDue} values={{ date: formatDateTimeWib(due) }} /></span>}
      >
        <ProductGrid products={vm.flashSaleCards} />
      </BlockSection>
      <BlockSection id="recommendations" title={<FormattedMessage {...m.recommendationsTitle} />} block={b.recommendations} vm={vm} isEmpty={nonEmpty}>
        <ProductGrid products={b.recommendations.data ?? []} />
      </BlockSection>
      <BlockSection id="popular" title={<FormattedMessage {...m.popularTitle} />} block={b.popular} vm={vm} isEmpty={nonEmpty}>
        <ProductGrid products={b.popular.data ?? []} />
      </BlockSection>
    </div>
  );
});

export default HomeBlocks;
