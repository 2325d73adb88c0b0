export { PAGE_TEXTS, HOME_CRUMB, SITE_NAME, itemTitle, productDescription, type Lang, type PageKey, type PageText, type PageTexts } from './page-texts';
export { DETAIL_LISTS, ROBOTS_DISALLOW, SITEMAP_PATHS, listOfDetail, seoRouteOf, type SeoRoute } from './page-routes';
