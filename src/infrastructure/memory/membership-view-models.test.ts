// The membership view-models (application/membership) on the in-memory adapters: the premium offer
// and invoice (paid from the wallet, the cart's pricing account then premium), the application
// form (checks, one pending per kind, the thanks), the affiliate page refused to a non-partner,
// and the console's applications queue (admin only).
// (Application tests may not import adapters, so this lives here.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { CART_API, PAYMENT_API, type CartApi, type PaymentApi } from '../../application/ports';
import { membershipModule } from '../../application/membership/membership.module';
import { PREMIUM_VIEW_MODEL, type PremiumViewModel } from '../../application/membership/premium-view-model';
import { APPLICATION_VIEW_MODEL, type ApplicationViewModel } from '../../application/membership/application-view-model';
import { AFFILIATE_VIEW_MODEL, type AffiliateViewModel } from '../../application/membership/affiliate-view-model';
import { MEMBERSHIP_STATUS_VIEW_MODEL, type MembershipStatusViewModel } from '../../application/membership/membership-status-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { OPS_APPLICATIONS_VIEW_MODEL, type OpsApplicationsViewModel } from '../../application/ops/ops-applications-view-model';
import { STAFF_SESSION_STORE, type StaffSessionStore } from '../../application/ports/ops-api.port';
import { MemoryMembershipApi } from './membership.memory';
import { storefrontModule } from '../../application/storefront.module';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { SESSION_STORE, type SessionStore } from '../../application/ports/session-store.port';
import { createMemoryContainer } from '../container/memory-container';
import { MemoryKeyValueStorage } from '../storage/browser-storage';
import { must, world } from './checkout-world.testing';

async function memberWorld(balance = 0) {
  const w = await world({ items: 1 });
  w.c.load(membershipModule);
  must(w.backend.accounts.get('CUST-1')).walletBalance = balance;
  return w;
}

describe('premium', () => {
  it('shows the offer, opens one premium invoice per attempt, and once paid the account is premium for pricing', async () => {
    const w = await memberWorld(150_000);
    const vm = w.c.get<PremiumViewModel>(PREMIUM_VIEW_MODEL);
    expect(await vm.upgrade()).toBeNull();
    await vm.load();
    expect(vm.offer).toMatchObject({ price: 99_000, periodDays: 365, transactionPrice: 3, transactionPricePremium: 1.5, isPremium: false });
    const invoice = must(await vm.upgrade());
    expect(invoice.total).toBe(99_000);
    // While it is open, another attempt answers the same invoice.
    const again = w.c.get<PremiumViewModel>(PREMIUM_VIEW_MODEL);
    await again.load();
    expect(must(await again.upgrade()).invoiceCode).toBe(invoice.invoiceCode);

    const cart = w.c.get<CartApi>(CART_API);
    expect((await cart.pricingAccount()).premium).toBe(false);
    await w.c.get<PaymentApi>(PAYMENT_API).charge(invoice.invoiceCode, 'wallet', { useWallet: true }, 'k-premium');
    expect((await cart.pricingAccount()).premium).toBe(true);
    await vm.load();
    expect(vm.offer?.isPremium).toBe(true);
    const status = w.c.get<MembershipStatusViewModel>(MEMBERSHIP_STATUS_VIEW_MODEL);
    await status.load();
    expect(status.status?.isPremium).toBe(true);
  });
});

describe('applications', () => {
  it('checks the fields, sends once, then shows the pending application instead of the form', async () => {
    const w = await memberWorld();
    const vm = w.c.get<ApplicationViewModel>(APPLICATION_VIEW_MODEL);
    vm.start('agent');
    await vm.load();
    expect(vm.canApply).toBe(true);
    expect(await vm.submit()).toBe(false);
    expect(vm.problemOf('nik')).toBe('required');
    vm.setField('full_name', 'Sari Wulandari');
    vm.setField('nik', '12345');
    vm.setField('city', 'Bandung');
    vm.setField('address', 'Jl. Dago No. 12, Coblong');
    vm.setField('whatsapp', '081234567890');
    vm.setField('coverage_area', 'Bandung Raya');
    expect(await vm.submit()).toBe(false);
    expect(vm.problemOf('nik')).toBe('invalid');
    vm.setField('nik', '3273014101900001');
    expect(await vm.submit()).toBe(true);
    expect(vm.sent).toMatchObject({ kind: 'agent', status: 'pending' });
    expect(vm.canApply).toBe(false);

    const later = w.c.get<ApplicationViewModel>(APPLICATION_VIEW_MODEL);
    later.start('agent');
    await later.load();
    expect(later.existing?.status).toBe('pending');
    expect(later.canApply).toBe(false);
    const reseller = w.c.get<ApplicationViewModel>(APPLICATION_VIEW_MODEL);
    reseller.start('reseller');
    await reseller.load();
    expect(reseller.canApply).toBe(true);
    await expect(w.c.get(MemoryMembershipApi).apply({ kind: 'agent', form: { full_name: 'Sari Wulandari', nik: '3273014101900001', city: 'Bandung', address: 'Jl. Dago No. 12, Coblong', whatsapp: '081234567890', coverage_area: 'Bandung', experience: '' } }))
      .rejects.toMatchObject({ reason: 'APPLICATION_PENDING' });
  });
});

describe('affiliate', () => {
  it('a customer who is not a partner gets the 404 page', async () => {
    const w = await memberWorld();
    const vm = w.c.get<AffiliateViewModel>(AFFILIATE_VIEW_MODEL);
    await vm.load();
    expect(vm.notPartner).toBe(true);
    expect(vm.link('https://titip.example')).toBe('');
  });

  it('a partner sees the link on the storefront origin', async () => {
    const w = await memberWorld();
    must(w.backend.accounts.get('CUST-1')).customer.isAffiliatePartner = true;
    w.c.get(MemoryMembershipApi).partners.set('CUST-1', { code: 'SARI2345', overview: { referred: [], commissions: [], totalCommission: 0 } });
    const vm = w.c.get<AffiliateViewModel>(AFFILIATE_VIEW_MODEL);
    await vm.load();
    expect(vm.link('https://titip.example')).toBe('https://titip.example/?ref=SARI2345');
  });
});

describe('console applications', () => {
  it('an admin approves a pending application; another role is told the page is for admins', async () => {
    const w = await memberWorld();
    w.c.load(opsModule);
    const staff = w.c.get<StaffSessionStore>(STAFF_SESSION_STORE);
    staff.set({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: { staffId: '1', email: 'op@titip.test', name: 'Op', role: 'operator' } });
    const refused = w.c.get<OpsApplicationsViewModel>(OPS_APPLICATIONS_VIEW_MODEL);
    await refused.load('pending');
    expect(refused.forbidden).toBe(true);

    staff.set({ token: 't', expiresAt: '2099-01-01T00:00:00.000Z', staff: { staffId: '2', email: 'admin@titip.test', name: 'Admin', role: 'admin' } });
    const vm = w.c.get<OpsApplicationsViewModel>(OPS_APPLICATIONS_VIEW_MODEL);
    await vm.load('pending');
    expect(vm.rows).toHaveLength(2);
    vm.setNote(1, 'Selamat bergabung');
    expect(await vm.decide(1, 'approve')).toBe(true);
    expect(vm.rows.map((r) => r.id)).toEqual([2]);
    await vm.load('approved');
    expect(vm.rows[0]).toMatchObject({ id: 1, status: 'approved', decisionNote: 'Selamat bergabung' });
    vm.setPartnerEmail('sari@example.com');
    await vm.setPartner(true);
    expect(vm.partnerResult).toMatchObject({ isAffiliatePartner: true });
  });
});

describe('the referral link', () => {
  it('keeps ?ref= in the session state (persisted) for a visitor; a malformed code or a signed-in customer changes nothing', async () => {
    const storage = new MemoryKeyValueStorage();
    const c = createMemoryContainer({ storage });
    c.load(storefrontModule);
    const session = c.get<SessionViewModel>(SESSION_VIEW_MODEL);
    const store = c.get<SessionStore>(SESSION_STORE);
    session.rememberReferral('?ref=<x>');
    expect(store.referral()).toBeNull();
    session.rememberReferral('?utm_source=ig&ref=sari2345');
    expect(store.referral()).toBe('SARI2345');
    // Persisted with the rest of the session: a new container over the same storage reads it.
    const again = createMemoryContainer({ storage });
    expect(again.get<SessionStore>(SESSION_STORE).referral()).toBe('SARI2345');

    const w = await memberWorld();
    const signedIn = w.c.get<SessionViewModel>(SESSION_VIEW_MODEL);
    signedIn.readStore();
    signedIn.rememberReferral('?ref=SARI2345');
    expect(w.c.get<SessionStore>(SESSION_STORE).referral()).toBeNull();
  });
});
