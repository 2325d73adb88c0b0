/**
 * Google Identity Services' client library and the Facebook JS SDK, as their pages publish them
 * (https://developers.google.com/identity/gsi/web/guides/client-library,
 * https://developers.facebook.com/docs/javascript/quickstart). Loaded by the browser's SDK chunk
 * (src/infrastructure/social/browser-social-sdk.ts) when a button is pressed; the page's CSP lists
 * their hosts (./social-login.ts socialHosts). A module of its own so that the boot code, which
 * imports ./social-login.ts, does not share a chunk with that lazy one.
 */
export const GOOGLE_GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SDK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
