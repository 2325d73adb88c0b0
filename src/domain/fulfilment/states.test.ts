import { describe, expect, it } from 'vitest';
import { startTracking, transition as transitionOrder, type Tracked } from '../order';
import {
  DECISION_CHOICES, FulfilmentTransitionError, LINE_STATES, LINE_STATE_LABELS, LINE_TRANSITIONS, PARCEL_STATES,
  advanceTo, aggregateStatus, canMoveLine, canMoveParcel, decisionTarget, isDecisionChoice, isFinalLineState, isLineState,
  isParcelState, isRemovedLineState, lineStateLabel, moveLine, moveLineThrough, orderStatusOfLine, startLine,
  type LineState,
} from './index';

/** Every allowed move, written out by hand: the table must equal it. */
const ALLOWED: Array<[LineState, LineState]> = [
  ['paid', 'purchased'], ['paid', 'out_of_stock'], ['paid', 'cancelled'],
  ['purchased', 'at_warehouse'], ['purchased', 'out_of_stock'],
  ['at_warehouse', 'needs_decision'], ['at_warehouse', 'packed'],
  ['needs_decision', 'at_warehouse'], ['needs_decision', 'return_to_seller'], ['needs_decision', 'refunded'],
  ['return_to_seller', 'refunded'], ['out_of_stock', 'refunded'], ['cancelled', 'refunded'],
  ['packed', 'shipped'], ['shipped', 'in_customs'], ['in_customs', 'customs_held'], ['in_customs', 'customs_cleared'],
  ['customs_held', 'customs_cleared'], ['customs_cleared', 'out_for_delivery'], ['out_for_delivery', 'delivered'],
];

describe('line state machine', () => {
  it('allows exactly the documented moves', () => {
    for (const from of LINE_STATES) {
      for (const to of LINE_STATES) {
        const expected = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canMoveLine(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
    expect(Object.values(LINE_TRANSITIONS).flat()).toHaveLength(ALLOWED.length);
  });

  it('refuses every other move with a typed error and keeps the state', () => {
    for (const from of LINE_STATES) {
      for (const to of LINE_STATES) {
        if (canMoveLine(from, to)) continue;
        const track = { state: from, timeline: [{ state: from, at: 1 }] };
        expect(() => moveLine(track, to, 2)).toThrow(FulfilmentTransitionError);
      }
    }
    const err = (() => { try { moveLine(startLine(0), 'shipped', 1); } catch (e) { return e; } return null; })() as FulfilmentTransitionError;
    expect(err.code).toBe('fulfilment.forbidden_transition');
    expect([err.from, err.to]).toEqual(['paid', 'shipped']);
  });

  it('guards the issue names: ship before receiving, a second purchase, cancel after purchase', () => {
    const purchased = moveLine(startLine(0), 'purchased', 1);
    expect(() => moveLine(purchased, 'purchased', 2)).toThrow(FulfilmentTransitionError);
    expect(() => moveLine(purchased, 'cancelled', 2)).toThrow(FulfilmentTransitionError);
    expect(() => moveLine(purchased, 'packed', 2)).toThrow(FulfilmentTransitionError);
    expect(() => moveLine(purchased, 'shipped', 2)).toThrow(FulfilmentTransitionError);
  });

  it('walks the whole happy path with one timeline entry per move', () => {
    const path: LineState[] = ['purchased', 'at_warehouse', 'packed', 'shipped', 'in_customs', 'customs_held', 'customs_cleared', 'out_for_delivery', 'delivered'];
    const done = path.reduce((t, s, i) => moveLine(t, s, 10 + i), startLine(5));
    expect(done.state).toBe('delivered');
    expect(done.timeline.map((e) => e.state)).toEqual(['paid', ...path]);
    expect(done.timeline.map((e) => e.at)).toEqual([5, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(isFinalLineState(done.state)).toBe(true);
  });

  it('clamps a time before the last entry and keeps notes', () => {
    const t = moveLine(startLine(100), 'purchased', 50, 'TB-1');
    expect(t.timeline[1]).toEqual({ state: 'purchased', at: 100, note: 'TB-1' });
  });

  it('passes through out of stock and cancelled to refunded', () => {
    const oos = moveLineThrough(startLine(0), ['out_of_stock', 'refunded'], 3);
    expect(oos.timeline.map((e) => e.state)).toEqual(['paid', 'out_of_stock', 'refunded']);
    const cancelled = moveLineThrough(startLine(0), ['cancelled', 'refunded'], 3);
    expect(cancelled.state).toBe('refunded');
    expect(isRemovedLineState('refunded') && isRemovedLineState('cancelled') && isRemovedLineState('out_of_stock')).toBe(true);
    expect(isRemovedLineState('delivered')).toBe(false);
  });

  it('maps the customer decisions', () => {
    expect(DECISION_CHOICES.map(decisionTarget)).toEqual(['at_warehouse', 'return_to_seller', 'refunded']);
    for (const c of DECISION_CHOICES) expect(canMoveLine('needs_decision', decisionTarget(c))).toBe(true);
    expect(isDecisionChoice('accept')).toBe(true);
    expect(isDecisionChoice('keep')).toBe(false);
  });

  it('knows its states, parcel states and labels', () => {
    expect(isLineState('packed')).toBe(true);
    expect(isLineState('purchasing')).toBe(false);
    expect(isParcelState('packed') && isParcelState('delivered')).toBe(true);
    expect(isParcelState('paid')).toBe(false);
    expect(canMoveParcel('packed', 'shipped')).toBe(true);
    expect(canMoveParcel('packed', 'delivered')).toBe(false);
    for (const s of PARCEL_STATES) expect(LINE_STATES).toContain(s);
    for (const s of LINE_STATES) expect(LINE_STATE_LABELS[s].id.length).toBeGreaterThan(0);
    expect(lineStateLabel('needs_decision', 'id')).toBe('Menunggu Keputusan Anda');
    expect(lineStateLabel('customs_held', 'en')).toBe('Held by customs');
  });
});

describe('the order and shipment status from the lines', () => {
  it('maps every line state', () => {
    expect(LINE_STATES.map(orderStatusOfLine)).toEqual([
      'paid', 'purchased', 'at_warehouse', 'at_warehouse', 'at_warehouse', null, null,
      'at_warehouse', 'shipped', 'in_customs', 'in_customs', 'in_customs', 'out_for_delivery', 'delivered', null,
    ]);
  });

  it('is the least advanced live part, refunded when none is live', () => {
    expect(aggregateStatus(['shipped', 'purchased', null])).toBe('purchased');
    expect(aggregateStatus(['delivered', null])).toBe('delivered');
    expect(aggregateStatus([null, 'refunded'])).toBe('refunded');
    expect(aggregateStatus([])).toBeNull();
  });

  it('advances step by step, never backwards', () => {
    const paid: Tracked = transitionOrder(startTracking(0), 'paid', 1);
    const purchased = advanceTo(paid, 'purchased', 5);
    expect(purchased.timeline.map((e) => e.status)).toEqual(['awaiting_payment', 'paid', 'purchasing', 'purchased']);
    expect(advanceTo(purchased, 'paid', 6)).toBe(purchased);
    expect(advanceTo(purchased, 'purchased', 6)).toBe(purchased);
    const delivered = advanceTo(purchased, 'delivered', 9);
    expect(delivered.status).toBe('delivered');
    expect(delivered.timeline).toHaveLength(9);
    expect(advanceTo(paid, 'refunded', 3).status).toBe('refunded');
    expect(advanceTo(delivered, 'refunded', 10)).toBe(delivered);
    expect(advanceTo(paid, 'purchased', -5).timeline.at(-1)?.at).toBe(1);
  });
});
