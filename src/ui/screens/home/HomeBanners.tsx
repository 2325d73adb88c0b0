/**
 * The operators' header banners (featured-images/header; docs/banners.md) at the top of the home
 * blocks: a row of cards, each its picture (with the width and height the server gives, so nothing
 * moves when it loads), its title and summary as text (never HTML), and its link: a page of the shop
 * through the router, an https address in a new tab. Nothing shows while loading or without banners.
 */
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FeaturedBanner } from '../../../application/ports/content-api.port';
import { isExternalLink } from '../../../domain/featured';

const m = defineMessages({
  label: { id: 'home.banners.label', defaultMessage: 'Promo pilihan' },
  newTab: { id: 'home.banners.newTab', defaultMessage: '(membuka tab baru)' },
});

function BannerBody({ banner, eager }: { banner: FeaturedBanner; eager: boolean }) {
  const { picture } = banner;
  return (
    <>
      <img src={picture.url} alt="" width={picture.width} height={picture.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <span className="home-banner-text">
        <span className="home-banner-title">{banner.title}</span>
        {banner.summary !== '' && <span className="home-banner-summary small">{banner.summary}</span>}
      </span>
    </>
  );
}

export function HomeBanners({ banners }: { banners: readonly FeaturedBanner[] }) {
  const intl = useIntl();
  if (banners.length === 0) return null;
  return (
    <section className="home-banners" aria-label={intl.formatMessage(m.label)} data-testid="home-banners">
      <ul className="home-banner-list">
        {banners.map((banner, i) => (
          <li key={banner.id} className="home-banner" data-testid="home-banner">
            {banner.link === null ? (
              <div className="home-banner-link"><BannerBody banner={banner} eager={i === 0} /></div>
            ) : isExternalLink(banner.link) ? (
              <a className="home-banner-link" href={banner.link} target="_blank" rel="noopener noreferrer">
                <BannerBody banner={banner} eager={i === 0} />
                <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
              </a>
            ) : (
              <Link className="home-banner-link" to={banner.link}><BannerBody banner={banner} eager={i === 0} /></Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
