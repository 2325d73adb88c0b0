import { describe, expect, it } from 'vitest';
import { CHARGEABLE_METHODS, chargeExpiryMinutes, defaultExpiryMinutes, gatewayTakes, methodKind } from './index';
import { GUIDED_METHODS, paymentGuide } from './instructions';
import { PAY_TEXTS, ewalletName, payText, storeName } from './pay-texts';

describe('method mapping (issue 23: e-wallets and convenience stores)', () => {
  it.each([
    ['gopay', { kind: 'gopay' }],
    ['shopeepay', { kind: 'shopeepay' }],
    ['alfamart', { kind: 'cstore', store: 'alfamart' }],
    ['indomaret', { kind: 'cstore', store: 'indomaret' }],
    ['bca_va', { kind: 'bank_transfer', bank: 'bca' }],
    ['mandiri_bill', { kind: 'echannel' }],
  ])('%s -> %o', (code, kind) => {
    expect(methodKind(code)).toEqual(kind);
    expect(CHARGEABLE_METHODS).toContain(code);
  });

  it('knows no other codes, not even inherited property names', () => {
    expect(methodKind('ovo')).toBeNull();
    expect(methodKind('toString')).toBeNull();
    expect(methodKind('constructor')).toBeNull();
  });

  it('a gateway takes the methods of its kinds, the wallet always, unknown codes never', () => {
    const vaOnly = ['bank_transfer', 'echannel'] as const;
    expect(gatewayTakes('bca_va', vaOnly)).toBe(true);
    expect(gatewayTakes('mandiri_bill', vaOnly)).toBe(true);
    expect(gatewayTakes('gopay', vaOnly)).toBe(false);
    expect(gatewayTakes('alfamart', vaOnly)).toBe(false);
    expect(gatewayTakes('wallet', vaOnly)).toBe(true);
    expect(gatewayTakes('ovo', ['bank_transfer', 'echannel', 'qris', 'gopay', 'shopeepay', 'cstore', 'credit_card'])).toBe(false);
    expect(gatewayTakes('indomaret', ['cstore'])).toBe(true);
  });

  it('e-wallets expire like QRIS, convenience stores like a VA', () => {
    expect(defaultExpiryMinutes({ kind: 'gopay' })).toBe(15);
    expect(defaultExpiryMinutes({ kind: 'shopeepay' }, 20)).toBe(20);
    expect(defaultExpiryMinutes({ kind: 'cstore', store: 'alfamart' })).toBe(24 * 60);
    const now = Date.UTC(2026, 0, 1);
    expect(chargeExpiryMinutes({ kind: 'cstore', store: 'indomaret' }, now, now + 90 * 60_000)).toBe(90);
    expect(chargeExpiryMinutes({ kind: 'gopay' }, now, now + 90 * 60_000)).toBe(15);
  });
});

describe('payment instructions', () => {
  const values = { vaNumber: '11223 0000 1', billerCode: '70012', billKey: '123456789012', paymentCode: 'ALF-777', amount: 'Rp 10.000' };

  it.each(['bca_va', 'bni_va', 'bri_va', 'permata_va', 'mandiri_bill'])('%s: ATM, mobile and internet banking, in both languages', (method) => {
    for (const lang of ['id', 'en'] as const) {
      const guide = paymentGuide(method, lang, values);
      expect(guide.map((s) => s.channel)).toEqual(['atm', 'mobile', 'internet']);
      for (const section of guide) {
        expect(section.title).not.toBe('');
        expect(section.steps.length).toBeGreaterThanOrEqual(4);
        expect(section.steps.join(' ')).not.toMatch(/\{\w+\}/);
        expect(section.steps.join(' ')).toContain('Rp 10.000');
      }
    }
  });

  it('quotes the VA number for a VA bank, biller code and bill key for Mandiri', () => {
    const bca = paymentGuide('bca_va', 'id', values);
    expect(bca[0]?.steps.join('\n')).toContain('Masukkan nomor virtual account 11223 0000 1.');
    expect(bca[0]?.title).toBe('ATM BCA');
    const mandiri = paymentGuide('mandiri_bill', 'en', values).map((s) => s.steps.join('\n')).join('\n');
    expect(mandiri).toContain('70012');
    expect(mandiri).toContain('123456789012');
    expect(paymentGuide('bri_va', 'en', values)[1]?.title).toBe('BRImo');
  });

  it('an e-wallet: the app on a phone, the QR code on a computer', () => {
    expect(paymentGuide('gopay', 'id', values, 'phone').map((s) => s.channel)).toEqual(['app']);
    expect(paymentGuide('gopay', 'id', values, 'phone')[0]?.steps[0]).toBe('Ketuk "Buka aplikasi GoPay".');
    expect(paymentGuide('gopay', 'en', values, 'computer').map((s) => s.channel)).toEqual(['qr']);
    expect(paymentGuide('shopeepay', 'en', values, 'computer')[0]?.steps[0]).toContain("phone's camera");
    expect(paymentGuide('shopeepay', 'en', values, 'phone')[0]?.steps[0]).toBe('Tap "Open the ShopeePay app".');
  });

  it('a convenience store: the code told to the cashier', () => {
    const [alfa] = paymentGuide('alfamart', 'id', values);
    expect(alfa?.channel).toBe('cashier');
    expect(alfa?.title).toBe('Di kasir Alfamart');
    expect(alfa?.steps.join('\n')).toContain('kode pembayaran ALF-777');
    expect(paymentGuide('indomaret', 'en', values)[0]?.title).toBe('At the Indomaret cashier');
  });

  it('without a value, no placeholder and no stray space is left', () => {
    const steps = paymentGuide('bca_va', 'en', {})[0]?.steps ?? [];
    expect(steps.join(' ')).not.toMatch(/\{\w+\}|\s[.,]/);
  });

  it('nothing for the card, the wallet or an unknown method; every guided method has steps', () => {
    expect(paymentGuide('credit_card', 'id')).toEqual([]);
    expect(paymentGuide('wallet', 'en')).toEqual([]);
    expect(paymentGuide('ovo', 'en')).toEqual([]);
    for (const method of GUIDED_METHODS) expect(paymentGuide(method, 'id', values).length).toBeGreaterThan(0);
  });

  it('labels exist in both languages and fill their placeholders', () => {
    for (const text of Object.values(PAY_TEXTS)) {
      expect(text.id.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
      expect(text.id).not.toBe(text.en);
    }
    expect(payText('openApp', 'id', { app: 'GoPay' })).toBe('Buka aplikasi GoPay');
    expect(payText('storeCode', 'en', { store: 'Alfamart' })).toBe('Alfamart payment code');
    expect(ewalletName('shopeepay')).toBe('ShopeePay');
    expect(storeName('indomaret')).toBe('Indomaret');
    expect(storeName('gopay')).toBeNull();
  });
});
