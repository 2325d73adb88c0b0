/**
 * Home: the hero (search/paste box with the marketplace toggle and the image-search camera,
 * the highlight summary), then the summary, flash-sale, recommendation and popular blocks.
 * The blocks and the in-page order preview are lazy chunks, so the home route stays light;
 * the plane animation shows while they load (a server-rendered home has its blocks at once). Once
 * the browser is idle, HomeFeeds shows the blog's articles and the shop's photos (when configured) and
 * HomeExtras offers the operators' pop-up, then the guided tour.
 */
import { lazy, Suspense, useState } from 'react';
import { preloadable } from '../app/preloadable';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { wantsSearchFocus } from '../../application/search/search-focus';
import { Quiet, useIdle } from '../app/Quiet';
import { SearchBox } from '../components/SearchBox';
import { PATHS } from '../routes/paths';
import { PlaneLoader } from './home/PlaneLoader';
import '../styles/home.css';

// The blocks' chunk: loaded with the page when the page is preloaded (a server-rendered page: they
// are in its HTML), else on the first render.
const blocks = preloadable(() => import('./home/HomeBlocks'));
const HomeBlocks = blocks.Component;
/** Called by the router's preloadRoute with the page's module. */
export const preload = blocks.preload;
const OrderPreview = lazy(() => import('./home/OrderPreview'));
// The operators' pop-up and the guided tour: once the browser is idle, never on the first paint.
const HomeExtras = lazy(() => import('./home/HomeExtras'));
// The blog's latest articles and the shop's photos (docs/content-feeds.md): once idle, absent when not configured.
const HomeFeeds = lazy(() => import('./home/HomeFeeds'));

const m = defineMessages({
  title: { id: 'home.hero.title', defaultMessage: 'Belanja dari luar negeri, semudah belanja lokal' },
  subtitle: {
    id: 'home.hero.subtitle',
    defaultMessage: 'Tempel link produk dari 1688, Taobao, Tmall, Amerika, Inggris, Hong Kong atau Singapura. Kami belikan, kirim dan urus bea cukainya sampai ke rumah Anda.',
  },
  step1: { id: 'home.hero.step1', defaultMessage: 'Tempel link atau cari produk' },
  step2: { id: 'home.hero.step2', defaultMessage: 'Lihat harga sampai di Indonesia' },
  step3: { id: 'home.hero.step3', defaultMessage: 'Bayar, kami kirim ke rumah' },
  calculator: { id: 'home.hero.calculator', defaultMessage: 'Hitung ongkir & pajak' },
  howToOrder: { id: 'home.hero.howToOrder', defaultMessage: 'Cara pesan' },
  countries: { id: 'home.hero.countries', defaultMessage: 'Negara asal: Tiongkok · Amerika Serikat · Inggris · Hong Kong · Singapura' },
});

export default function HomePage() {
  const idle = useIdle();
  // The product link being previewed in the in-page order flow (null: none).
  const [orderUrl, setOrderUrl] = useState<string | null>(null);
  // 'Titipin Sekarang' and '+ Tambah Pesanan' bring the customer here to order: the search box takes the focus.
  const focusSearch = wantsSearchFocus(useLocation().state);
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <h1 className="hero-title"><FormattedMessage {...m.title} /></h1>
          <p className="hero-subtitle"><FormattedMessage {...m.subtitle} /></p>
          <SearchBox onProductUrl={setOrderUrl} currentUrl={orderUrl ?? undefined} focusOnArrival={focusSearch} />
          {orderUrl && (
            <Suspense fallback={<PlaneLoader />}>
              <OrderPreview url={orderUrl} onClose={() => setOrderUrl(null)} />
            </Suspense>
          )}
          <ol className="hero-steps">
            <li><FormattedMessage {...m.step1} /></li>
            <li><FormattedMessage {...m.step2} /></li>
            <li><FormattedMessage {...m.step3} /></li>
          </ol>
          <p className="hero-links">
            <Link to={PATHS.calculator} className="btn btn-light"><FormattedMessage {...m.calculator} /></Link>{' '}
            <Link to={PATHS.howToOrder} className="btn btn-outline-light"><FormattedMessage {...m.howToOrder} /></Link>
          </p>
          <p className="small hero-countries"><FormattedMessage {...m.countries} /></p>
        </div>
      </section>
      <Suspense fallback={<div className="container home-loading"><PlaneLoader /></div>}>
        <HomeBlocks />
      </Suspense>
      {idle && <Quiet><Suspense fallback={null}><HomeFeeds /></Suspense></Quiet>}
      {idle && <Quiet><Suspense fallback={null}><HomeExtras /></Suspense></Quiet>}
    </>
  );
}
