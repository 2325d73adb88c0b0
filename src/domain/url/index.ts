export {
  ALLOWED_SCHEMES,
  DEFAULT_SCHEME,
  LOCAL_HOST_SUFFIXES,
  MAX_URL_LENGTH,
  checkUrl,
  isLocalHostName,
  isPrivateHost,
  isValidDomainName,
  normalizeHost,
  normalizeUrl,
} from './check-url';
export type { AllowedScheme, UrlCheck, UrlRejection } from './check-url';
export {
  isNonPublicIp,
  isNonPublicIpv4,
  isNonPublicIpv6,
  parseIpLiteral,
  parseIpv4,
  parseIpv6,
} from './ip';
export type { IpLiteral } from './ip';
export {
  CHINA_STORE_DOMAINS,
  DEFAULT_SEARCH_FLAG,
  MARKETPLACE_DOMAINS,
  SEARCH_RESULT_PATHS,
  US_STORE_DOMAINS,
  detectCountry,
  detectMarketplace,
  SHORT_LINK_HOSTS,
  extractProductId,
  findLinkInText,
  hostMatches,
  isShortProductLink,
  searchFlagForMarketplace,
  searchFlagForPath,
  toggleSearchFlag,
} from './marketplace';
export type { Marketplace, SearchFlag, SourceCountry } from './marketplace';
export { classifySearchInput } from './search';
export type { SearchInput } from './search';
export {
  DEFAULT_UNSUPPORTED_HOSTS,
  UNSUPPORTED_SITE_TEXT,
  isUnsupportedHost,
  unsupportedSiteMessage,
} from './unsupported';
