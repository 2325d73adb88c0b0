// The operations console's view-models (application/ops) on the in-memory adapters: staff login and
// permissions, the queues and search, the order page's actions (purchase at a higher price,
// receive with photos and a lighter weight, pack, ship, customs, delivery), 409 STATE_CONFLICT
// showing the current state, 403 hiding actions, 401 ending the staff session only, the
// Idempotency-Key kept after a lost answer, tickets. (Application tests may not import adapters.)
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { OPS_API, STAFF_SESSION_STORE, type OpsApi, type StaffSessionStore } from '../../application/ports/ops-api.port';
import { CLOCK } from '../../application/shell/app-settings';
import { OPS_LOGIN_VIEW_MODEL, type OpsLoginViewModel } from '../../application/ops/ops-login-view-model';
import { OPS_ORDER_VIEW_MODEL, type OpsOrderViewModel } from '../../application/ops/ops-order-view-model';
import { OPS_QUEUES_VIEW_MODEL, parseQueue, type OpsQueuesViewModel } from '../../application/ops/ops-queues-view-model';
import { OPS_SESSION, type OpsSession } from '../../application/ops/ops-session';
import { OPS_TICKET_VIEW_MODEL, OPS_TICKETS_VIEW_MODEL, type OpsTicketViewModel, type OpsTicketsViewModel } from '../../application/ops/ops-tickets-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { decimalProblem, lineActions, photosProblem, wholeProblem } from '../../application/ops/ops-rules';
import { createMemoryContainer } from '../container/memory-container';
import { MemoryOpsApi } from './ops.memory';
import { signInWith } from './ops-login.test-support';
import { OPS_DEMO_ORDER, OPS_DEMO_ORDER_2, OPS_DEMO_PARCEL, OPS_DEMO_PASSWORD } from './ops-world.memory';

const NOW = Date.UTC(2024, 2, 1, 3, 0, 0);
const png = (name = 'qc.png', size = 10) => ({ name, blob: new Blob([new Uint8Array(size)], { type: 'image/png' }) });

async function opsWorld(email?: string) {
  const c = createMemoryContainer();
  c.bind(CLOCK).toConstantValue({ now: () => NOW });
  c.load(opsModule);
  const session = c.get<OpsSession>(OPS_SESSION);
  if (email) {
    await signInWith(c.get<OpsLoginViewModel>(OPS_LOGIN_VIEW_MODEL), email, NOW);
  }
  return {
    c, session,
    memory: c.get(MemoryOpsApi),
    api: c.get<OpsApi>(OPS_API),
    store: c.get<StaffSessionStore>(STAFF_SESSION_STORE),
    order: async (code = OPS_DEMO_ORDER) => {
      const vm = c.get<OpsOrderViewModel>(OPS_ORDER_VIEW_MODEL);
      await vm.load(code);
      return vm;
    },
  };
}

const lineOf = (vm: OpsOrderViewModel, id: number) => vm.order?.shipments.flatMap((s) => s.lines).find((l) => l.lineId === id);

describe('ops rules', () => {
  it('checks numbers and photos as the server does', () => {
    expect(decimalProblem('289.50', 2, 1e9)).toBeNull();
    expect(decimalProblem('289,505', 2, 1e9)).toBe('too_many_decimals');
    expect(decimalProblem('-1', 2, 1e9)).toBe('negative');
    expect(decimalProblem('', 2, 1e9, true)).toBeNull();
    expect(wholeProblem('1.500', 1, 1_000_000)).toBeNull();
    expect(wholeProblem('0', 1, 1_000_000)).toBe('out_of_range');
    expect(wholeProblem('12.5', 1, 1_000_000)).toBe('not_integer');
    expect(photosProblem([])).toBe('photos_required');
    expect(photosProblem([{ name: 'x.txt', blob: new Blob(['x'], { type: 'text/plain' }) }])).toBe('not_an_image');
    expect(photosProblem([png('big.png', 2 * 1024 * 1024 + 1)])).toBe('photo_too_large');
    expect(photosProblem(Array.from({ length: 11 }, () => png()))).toBe('too_many_photos');
  });

  it('offers the actions of the state the role may do', () => {
    const warehouse = (p: string) => ['read', 'receive', 'pack'].includes(p);
    expect(lineActions('paid', warehouse)).toEqual([]);
    expect(lineActions('purchased', warehouse)).toEqual(['receive']);
    expect(lineActions('paid', () => true)).toEqual(['purchase', 'out_of_stock']);
  });
});

describe('staff session', () => {
  it('refuses a wrong password, signs in under its own key and loads the permissions', async () => {
    const w = await opsWorld();
    const login = w.c.get<OpsLoginViewModel>(OPS_LOGIN_VIEW_MODEL);
    expect(await login.submit()).toBe(false);
    expect(login.error('email')).toBe('required');
    login.setEmail('gudang@titip.id');
    login.setPassword('salah');
    expect(await login.submit()).toBe(false);
    expect(login.failure).toBe('login_failed');
    login.setPassword(OPS_DEMO_PASSWORD);
    expect(await login.submit()).toBe(true);
    expect(w.session.staff?.name).toBe('Gita Gudang');
    expect(w.session.can('receive')).toBe(true);
    expect(w.session.can('purchase')).toBe(false);
    expect(w.store.current()?.token).toMatch(/^staff-2-/);
    await w.session.logout();
    expect(w.session.signedIn).toBe(false);
    expect(w.store.current()).toBeNull();
  });

  it('a 401 on a console call ends the staff session and the login page says so', async () => {
    const w = await opsWorld('admin@titip.id');
    w.store.set({ ...(w.store.current() ?? { token: '', expiresAt: '', staff: { staffId: '', email: '', name: '', role: '' } }), token: 'revoked' });
    w.session.sync();
    const queues = w.c.get<OpsQueuesViewModel>(OPS_QUEUES_VIEW_MODEL);
    await queues.show({ kind: 'line', state: 'paid' });
    expect(queues.failed).toBe(true);
    expect(w.session.signedIn).toBe(false);
    expect(w.session.expired).toBe(true);
  });
});

describe('queues and search', () => {
  it('counts the queues, lists a queue and finds an order by code or tracking number', async () => {
    const w = await opsWorld('operator@titip.id');
    const vm = w.c.get<OpsQueuesViewModel>(OPS_QUEUES_VIEW_MODEL);
    await vm.show(parseQueue('purchased') ?? { kind: 'storage' });
    expect(vm.count({ kind: 'line', state: 'at_warehouse' })).toBe(2);
    expect(vm.count({ kind: 'storage' })).toBe(1);
    expect(vm.counts?.ticketsOpen).toBe(1);
    expect(vm.lines.map((l) => l.lineId)).toEqual([102]);
    await vm.show({ kind: 'parcel', state: 'packed' });
    expect(vm.parcels.map((p) => p.parcelCode)).toEqual([OPS_DEMO_PARCEL]);
    await vm.search('inv-20240301-000101');
    expect(vm.hits?.map((h) => h.orderCode)).toEqual([OPS_DEMO_ORDER]);
    await vm.search('SF1234567890');
    expect(vm.hits?.map((h) => h.orderCode)).toEqual([OPS_DEMO_ORDER_2]);
    await vm.search('NOPE');
    expect(vm.hits).toEqual([]);
  });
});

describe('the order page', () => {
  it('purchases at a higher price: an additional invoice, and the line cannot be packed until it is paid', async () => {
    const w = await opsWorld('admin@titip.id');
    const vm = await w.order();
    expect(vm.lineActions(lineOf(vm, 101) ?? (undefined as never))).toEqual(['purchase', 'out_of_stock']);
    vm.openAction({ kind: 'purchase', lineId: 101 });
    const form = vm.form ?? (undefined as never);
    expect(await form.submit()).toBeNull();
    expect(form.shown).toMatchObject({ sellerOrderNumber: 'required', pricePaid: 'required' });
    form.set('sellerOrderNumber', 'TB-777');
    form.set('pricePaid', '289,50');
    await form.submit();
    expect(vm.form).toBeNull();
    expect(vm.notice).toMatchObject({ kind: 'done', action: 'purchase', settlement: { outcome: 'additional_invoice', amount: Math.round(30.5 * 2 * 2250) } });
    expect(lineOf(vm, 101)).toMatchObject({ state: 'purchased', settlementUnpaid: true, purchase: { pricePaid: 289.5, sellerOrderNumber: 'TB-777' } });
    expect(vm.order?.audit[0]).toMatchObject({ action: 'purchase', entityId: '101', staff: { name: 'Ayu Admin' } });
  });

  it('purchases fewer than ordered: a bad quantity is refused in the form, one of two is credited', async () => {
    const w = await opsWorld('admin@titip.id');
    const vm = await w.order();
    vm.openAction({ kind: 'purchase', lineId: 101 });
    const form = vm.form ?? (undefined as never);
    form.set('sellerOrderNumber', 'TB-778');
    form.set('pricePaid', '259');
    form.set('quantityBought', '0');
    expect(await form.submit()).toBeNull();
    expect(form.shown).toMatchObject({ quantityBought: 'out_of_range' });
    form.set('quantityBought', '1');
    await form.submit();
    expect(vm.form).toBeNull();
    expect(vm.notice).toMatchObject({ kind: 'done', action: 'purchase', settlement: { outcome: 'credit', amount: 259 * 2250 } });
    expect(lineOf(vm, 101)).toMatchObject({ state: 'purchased', purchase: { quantityBought: 1 } });
  });

  it('receives with photos and a lighter weight: the wallet credit is shown', async () => {
    const w = await opsWorld('gudang@titip.id');
    const vm = await w.order();
    vm.openAction({ kind: 'receive', lineId: 102 });
    const form = vm.form ?? (undefined as never);
    form.set('weight', '650');
    await form.submit();
    expect(form.shown).toMatchObject({ photos: 'photos_required' });
    form.setPhotos([png('a.png'), png('b.png')]);
    form.set('length', '30');
    // One size alone: the other two are required (all three or none; docs/settlement.md).
    await form.submit();
    expect(form.shown).toMatchObject({ width: 'required', height: 'required' });
    form.set('width', '20');
    form.set('height', '10');
    await form.submit();
    expect(vm.notice).toMatchObject({ kind: 'done', settlement: { outcome: 'credit', amount: 50 * 120 } });
    const line = lineOf(vm, 102);
    expect(line).toMatchObject({ state: 'at_warehouse', measured: { weightGrams: 650, lengthCm: 30, widthCm: 20, heightCm: 10 } });
    expect(line?.photos).toHaveLength(2);
    expect(line?.storage).toMatchObject({ daysLeft: 30, ended: false });
  });

  it('packs the arrived lines, then ships, clears customs, sends out for delivery and delivers the parcel', async () => {
    const w = await opsWorld('admin@titip.id');
    const vm = await w.order();
    const shipment = vm.order?.shipments[0] ?? (undefined as never);
    expect(vm.canPack(shipment)).toBe(true);
    vm.openAction({ kind: 'pack', shipmentCode: shipment.shipmentCode });
    expect(vm.form?.values.lines).toBe('103,104');
    vm.togglePackLine(104);
    expect(vm.packChosen(104)).toBe(false);
    vm.togglePackLine(104);
    vm.form?.set('weight', '1.200');
    await vm.form?.submit();
    const parcel = vm.order?.shipments[0]?.parcels[0];
    expect(parcel).toMatchObject({ state: 'packed', weightGrams: 1200, lineIds: [103, 104] });
    const code = parcel?.parcelCode ?? '';
    const step = async (open: Parameters<OpsOrderViewModel['openAction']>[0], fields: Record<string, string> = {}) => {
      vm.openAction(open);
      for (const [k, v] of Object.entries(fields)) vm.form?.set(k, v);
      await vm.form?.submit();
    };
    await step({ kind: 'ship', parcelCode: code }, { carrier: 'SF Express', trackingNumber: 'SF999' });
    await step({ kind: 'in_customs', parcelCode: code });
    vm.openAction({ kind: 'held', parcelCode: code });
    await vm.form?.submit();
    expect(vm.form?.shown).toEqual({ reason: 'required' });
    await step({ kind: 'cleared', parcelCode: code });
    await step({ kind: 'out_for_delivery', parcelCode: code }, { courier: 'JNE', trackingNumber: 'JNE123' });
    await step({ kind: 'delivered', parcelCode: code });
    expect(vm.order?.shipments[0]?.parcels[0]).toMatchObject({ state: 'delivered', carrier: 'SF Express', domesticCourier: 'JNE' });
    expect(lineOf(vm, 103)?.state).toBe('delivered');
  });

  it('a 409 STATE_CONFLICT reloads and names the current state', async () => {
    const w = await opsWorld('admin@titip.id');
    const vm = await w.order();
    vm.openAction({ kind: 'purchase', lineId: 101 });
    await w.api.purchase(101, { sellerOrderNumber: 'OTHER', pricePaid: 259 }, 'someone-else');
    vm.form?.set('sellerOrderNumber', 'TB-1');
    vm.form?.set('pricePaid', '259');
    await vm.form?.submit();
    expect(vm.notice).toEqual({ kind: 'conflict', target: '101', state: 'purchased', stateLabel: 'Sudah Dibelikan' });
    expect(vm.form).toBeNull();
  });

  it('keeps the Idempotency-Key after a lost answer: sending again does not purchase twice', async () => {
    const w = await opsWorld('admin@titip.id');
    const vm = await w.order();
    vm.openAction({ kind: 'purchase', lineId: 101 });
    const form = vm.form ?? (undefined as never);
    form.set('sellerOrderNumber', 'TB-1');
    form.set('pricePaid', '300');
    w.memory.loseNextAnswer();
    await form.submit();
    expect(form.failure?.kind).toBe('network');
    await form.submit();
    expect(vm.notice).toMatchObject({ kind: 'done', action: 'purchase' });
    expect(lineOf(vm, 101)?.settlements).toHaveLength(1);
  });

  it('hides what the role may not do; a 403 from the server is shown', async () => {
    const w = await opsWorld('gudang@titip.id');
    const vm = await w.order();
    expect(vm.lineActions(lineOf(vm, 101) ?? (undefined as never))).toEqual([]);
    expect(vm.parcelActions({ state: 'packed' } as never)).toEqual([]);
    vm.openAction({ kind: 'purchase', lineId: 101 });
    vm.form?.set('sellerOrderNumber', 'TB-1');
    vm.form?.set('pricePaid', '1');
    await vm.form?.submit();
    expect(vm.form?.failure).toMatchObject({ kind: 'forbidden', reason: 'ROLE_FORBIDDEN' });
  });

  it('refuses to pack a line whose additional invoice is unpaid, until it is paid', async () => {
    const w = await opsWorld('admin@titip.id');
    await w.api.purchase(102 - 1, { sellerOrderNumber: 'x', pricePaid: 300 }, 'k1');
    await w.api.receive(101, { weightGrams: 700, lengthCm: 0, widthCm: 0, heightCm: 0, photos: [png()] }, 'k2');
    const vm = await w.order();
    vm.openAction({ kind: 'pack', shipmentCode: vm.order?.shipments[0]?.shipmentCode ?? '' });
    expect(vm.form?.values.lines).toBe('103,104');
    vm.togglePackLine(101);
    vm.form?.set('weight', '900');
    await vm.form?.submit();
    expect(vm.form?.failure).toMatchObject({ kind: 'unpaid', field: 'line_ids.101' });
    const invoice = lineOf(vm, 101)?.settlements[0]?.invoiceCode ?? '';
    w.memory.payInvoice(invoice);
    await vm.form?.submit();
    expect(vm.notice).toMatchObject({ kind: 'done', action: 'pack' });
  });
});

describe('tickets', () => {
  it('lists the open tickets, answers one and approves a refund within the refundable', async () => {
    const w = await opsWorld('operator@titip.id');
    const list = w.c.get<OpsTicketsViewModel>(OPS_TICKETS_VIEW_MODEL);
    await list.load('open');
    expect(list.tickets.map((t) => t.ticketId)).toEqual(['1']);
    const vm = w.c.get<OpsTicketViewModel>(OPS_TICKET_VIEW_MODEL);
    await vm.load('1');
    expect(vm.canAct).toBe(true);
    expect(vm.ticket?.messages).toHaveLength(1);
    vm.answer.set('message', 'Kami cek dulu.');
    expect(await vm.sendAnswer()).toBe(true);
    expect(vm.ticket?.status).toBe('answered');
    expect(vm.ticket?.messages.at(-1)).toMatchObject({ author: 'staff', name: 'Oki Operator' });
    await new Promise((r) => setTimeout(r, 0));
    vm.resolve.set('amount', '999.999.999');
    expect(await vm.sendResolve()).toBe(false);
    expect(vm.resolve.shown.amount).toBe('above_refundable');
    vm.resolve.set('amount', '50.000');
    expect(await vm.sendResolve()).toBe(true);
    expect(vm.ticket).toMatchObject({ status: 'approved', amountRefunded: 50_000 });
    expect(vm.canAct).toBe(false);
  });
});
