import { describe, expect, it } from 'vitest';
import { decideAccess } from './guards';

const anonymous = { signedIn: false, isAffiliatePartner: false };
const customer = { signedIn: true, isAffiliatePartner: false };
const partner = { signedIn: true, isAffiliatePartner: true };

describe('decideAccess', () => {
  it('lets everyone open public routes', () => {
    for (const s of [anonymous, customer, partner]) expect(decideAccess('public', s)).toEqual({ kind: 'allow' });
  });
  it('sends anonymous visitors on protected routes to /login', () => {
    expect(decideAccess('auth', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('affiliate', anonymous)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('auth', customer)).toEqual({ kind: 'allow' });
  });
  it('sends signed-in users on guest-only routes to /', () => {
    expect(decideAccess('guest-only', customer)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess('guest-only', anonymous)).toEqual({ kind: 'allow' });
  });
  it('opens affiliate routes to affiliate partners only', () => {
    expect(decideAccess('affiliate', customer)).toEqual({ kind: 'not-found' });
    expect(decideAccess('affiliate', partner)).toEqual({ kind: 'allow' });
  });
  it('shows 404 when the page check fails, after the access rule', () => {
    expect(decideAccess('public', anonymous, false)).toEqual({ kind: 'not-found' });
    expect(decideAccess('auth', anonymous, false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess('auth', customer, false)).toEqual({ kind: 'not-found' });
  });
});
