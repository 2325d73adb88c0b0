/**
 * Route guards (spec section 2 'Routes', section 6 'Roles and permissions').
 * Pure: the route's access rule and the session's facts in, a decision out.
 */

/** Who may open a route. */
export type RouteAccess = 'public' | 'guest-only' | 'auth' | 'affiliate';

/** What a guard needs to know about the visitor. */
export interface SessionFacts {
  readonly signedIn: boolean;
  readonly isAffiliatePartner: boolean;
}

export type GuardDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'not-found' };

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

const ALLOW: GuardDecision = Object.freeze({ kind: 'allow' });
const NOT_FOUND: GuardDecision = Object.freeze({ kind: 'not-found' });

/**
 * Rules, in order:
 * - 'auth' and 'affiliate' routes send anonymous visitors to /login;
 * - 'guest-only' routes send signed-in users to /;
 * - 'affiliate' routes show the 404 page to signed-in users who are not affiliate partners;
 * - a page's own check, when it fails, shows the 404 page.
 */
export function decideAccess(access: RouteAccess, session: SessionFacts, checkPassed = true): GuardDecision {
  switch (access) {
    case 'auth':
      if (!session.signedIn) return { kind: 'redirect', to: LOGIN_PATH };
      break;
    case 'affiliate':
      if (!session.signedIn) return { kind: 'redirect', to: LOGIN_PATH };
      if (!session.isAffiliatePartner) return NOT_FOUND;
      break;
    case 'guest-only':
      if (session.signedIn) return { kind: 'redirect', to: HOME_PATH };
      break;
    case 'public':
      break;
  }
  return checkPassed ? ALLOW : NOT_FOUND;
}

/** A route's optional check: gets the URL's params and search params, returns whether the page may show. */
export type RouteCheck = (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => boolean;
