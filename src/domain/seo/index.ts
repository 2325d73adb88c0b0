export { PAGE_TEXTS, HOME_CRUMB, SITE_NAME, itemTitle, productDescription, type Lang, type PageKey, type PageText, type PageTexts } from './page-texts';
export { ROBOTS_DISALLOW, SITEMAP_PATHS, seoRouteOf, type SeoRoute } from './page-routes';
