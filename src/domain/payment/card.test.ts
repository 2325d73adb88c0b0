import { describe, expect, it } from 'vitest';
import { cardBrand, formatCardNumber, luhnValid, maskCard, validateCard } from './card';

const NOW = new Date('2026-11-23T10:00:00Z');
const good = { number: '4811 1111 1111 1114', expMonth: '12', expYear: '2030', cvv: '123' };

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(luhnValid('4811111111111114')).toBe(true);
    expect(luhnValid('4811111111111115')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('names the network by prefix', () => {
    expect(cardBrand('4811 1111')).toBe('visa');
    expect(cardBrand('5211111111111117')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('3528000000000007')).toBe('jcb');
    expect(cardBrand('371111111111114')).toBe('amex');
    expect(cardBrand('6011000000000004')).toBe('unknown');
  });

  it('formats and masks', () => {
    expect(formatCardNumber('4811111111111114')).toBe('4811 1111 1111 1114');
    expect(formatCardNumber('371111111111114')).toBe('3711 111111 11114');
    expect(maskCard('4811 1111 1111 1114')).toBe('•••• 1114');
  });

  it('accepts a valid card, normalising number, month and a 2-digit year', () => {
    expect(validateCard({ ...good, expMonth: '3', expYear: '31' }, NOW)).toEqual({
      ok: true, number: '4811111111111114', expMonth: '03', expYear: '2031', cvv: '123', brand: 'visa',
    });
  });

  it('the current month is still valid, the previous one expired', () => {
    expect(validateCard({ ...good, expMonth: '11', expYear: '2026' }, NOW).ok).toBe(true);
    expect(validateCard({ ...good, expMonth: '10', expYear: '2026' }, NOW)).toEqual({ ok: false, errors: { expiry: 'expired' } });
  });

  it('reports every field at once', () => {
    expect(validateCard({ number: '', expMonth: '', expYear: '', cvv: '' }, NOW)).toEqual({
      ok: false, errors: { number: 'required', expiry: 'required', cvv: 'required' },
    });
    expect(validateCard({ number: '4811 1111 1111 1115', expMonth: '13', expYear: '30', cvv: '12' }, NOW)).toEqual({
      ok: false, errors: { number: 'invalid', expiry: 'invalid', cvv: 'invalid' },
    });
    expect(validateCard({ ...good, number: '4811-abcd-1111-1114' }, NOW)).toEqual({ ok: false, errors: { number: 'invalid' } });
  });

  it('asks 4 CVV digits of an Amex card, 3 of the others', () => {
    expect(validateCard({ ...good, number: '371111111111114', cvv: '123' }, NOW)).toEqual({ ok: false, errors: { cvv: 'invalid' } });
    expect(validateCard({ ...good, number: '371111111111114', cvv: '1234' }, NOW).ok).toBe(true);
    expect(validateCard({ ...good, cvv: '1234' }, NOW)).toEqual({ ok: false, errors: { cvv: 'invalid' } });
  });
});
