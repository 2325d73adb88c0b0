/** /kalkulator: landed cost of one product with the full breakdown. */
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { formatNumberId, formatRupiah } from '../../domain/format';
import type { CountryCode, Marketplace } from '../../domain/pricing';
import {
  CALCULATOR_VIEW_MODEL,
  type CalculatorViewModel,
  type FieldError,
  type NumericField,
} from '../../application/calculator/calculator-view-model';
import { calculatorModule } from '../../application/calculator/calculator.module';
import { usePageViewModel } from '../app/page-data';
import { RateNote } from '../components/RateNote';
import { LartasLiveNotice } from '../components/LartasLiveNotice';

const m = defineMessages({
  title: { id: 'calculator.title', defaultMessage: 'Kalkulator Ongkir & Pajak Impor' },
  intro: {
    id: 'calculator.intro',
    defaultMessage: 'Perkirakan total biaya barang sampai di Indonesia: harga barang, ongkos kirim, asuransi, bea masuk, PPN, PPh dan biaya layanan.',
  },
  price: { id: 'calculator.field.price', defaultMessage: 'Harga per barang' },
  currency: { id: 'calculator.field.currency', defaultMessage: 'Mata uang' },
  quantity: { id: 'calculator.field.quantity', defaultMessage: 'Jumlah' },
  weight: { id: 'calculator.field.weight', defaultMessage: 'Berat per barang' },
  weightUnit: { id: 'calculator.field.weightUnit', defaultMessage: 'Satuan berat' },
  dimensions: { id: 'calculator.field.dimensions', defaultMessage: 'Dimensi per barang (opsional)' },
  length: { id: 'calculator.field.length', defaultMessage: 'Panjang' },
  width: { id: 'calculator.field.width', defaultMessage: 'Lebar' },
  height: { id: 'calculator.field.height', defaultMessage: 'Tinggi' },
  dimensionUnit: { id: 'calculator.field.dimensionUnit', defaultMessage: 'Satuan dimensi' },
  country: { id: 'calculator.field.country', defaultMessage: 'Negara asal' },
  marketplace: { id: 'calculator.field.marketplace', defaultMessage: 'Marketplace' },
  track: { id: 'calculator.field.track', defaultMessage: 'Jalur pengiriman' },
  air: { id: 'calculator.track.air', defaultMessage: 'Udara' },
  sea: { id: 'calculator.track.sea', defaultMessage: 'Laut' },
  seaUnavailable: { id: 'calculator.track.seaUnavailable', defaultMessage: 'Jalur laut hanya tersedia untuk barang dari Tiongkok selain 1688.' },
  seaNotAvailable: { id: 'calculator.track.seaNotAvailable', defaultMessage: 'Jalur laut tidak tersedia untuk pilihan ini. Pilih jalur udara untuk melihat rincian biaya.' },
  npwpNotOnFile: { id: 'calculator.npwpNotOnFile', defaultMessage: 'Tarif NPWP berlaku jika ada alamat dengan NPWP di akun Anda.' },
  productType: { id: 'calculator.field.productType', defaultMessage: 'Jenis produk' },
  productTypeDefault: { id: 'calculator.field.productTypeDefault', defaultMessage: 'Umum (tarif standar)' },
  npwp: { id: 'calculator.field.npwp', defaultMessage: 'Saya menggunakan NPWP' },
  insurance: { id: 'calculator.field.insurance', defaultMessage: 'Gunakan asuransi' },
  calculate: { id: 'calculator.calculate', defaultMessage: 'Hitung' },
  reset: { id: 'calculator.reset', defaultMessage: 'Ulangi' },
  loading: { id: 'calculator.loading', defaultMessage: 'Memuat kurs dan tarif...' },
  loadFailed: { id: 'calculator.loadFailed', defaultMessage: 'Kurs terbaru tidak dapat dimuat. Coba lagi nanti.' },
  hint: { id: 'calculator.hint', defaultMessage: 'Isi harga dan berat barang untuk melihat rincian biaya.' },
  fixErrors: { id: 'calculator.fixErrors', defaultMessage: 'Lengkapi isian yang ditandai merah untuk melihat rincian biaya.' },
  noRate: { id: 'calculator.noRate', defaultMessage: 'Kurs untuk mata uang ini belum tersedia. Pilih mata uang lain.' },
  cannotPrice: { id: 'calculator.cannotPrice', defaultMessage: 'Biaya tidak dapat dihitung untuk isian ini.' },
  breakdown: { id: 'calculator.breakdown.title', defaultMessage: 'Rincian biaya' },
  goodsValue: { id: 'calculator.breakdown.goodsValue', defaultMessage: 'Harga barang' },
  usTax: { id: 'calculator.breakdown.usTax', defaultMessage: 'Pajak penjualan AS' },
  freight: { id: 'calculator.breakdown.freight', defaultMessage: 'Ongkos kirim internasional' },
  insuranceRow: { id: 'calculator.breakdown.insurance', defaultMessage: 'Asuransi' },
  duty: { id: 'calculator.breakdown.duty', defaultMessage: 'Bea masuk' },
  vat: { id: 'calculator.breakdown.vat', defaultMessage: 'PPN' },
  incomeTax: { id: 'calculator.breakdown.incomeTax', defaultMessage: 'PPh' },
  packingFee: { id: 'calculator.breakdown.packingFee', defaultMessage: 'Biaya packing' },
  additionalTransaction: { id: 'calculator.breakdown.additionalTransaction', defaultMessage: 'Biaya transaksi tambahan' },
  shippingToWarehouse: { id: 'calculator.breakdown.shippingToWarehouse', defaultMessage: 'Ongkir ke gudang' },
  transactionFee: { id: 'calculator.breakdown.transactionFee', defaultMessage: 'Biaya transaksi' },
  allIn: { id: 'calculator.breakdown.allIn', defaultMessage: 'Harga all-in (ongkir + pajak)' },
  total: { id: 'calculator.breakdown.total', defaultMessage: 'Total' },
  chargedWeight: { id: 'calculator.breakdown.chargedWeight', defaultMessage: 'Berat ditagih' },
  volume: { id: 'calculator.breakdown.volume', defaultMessage: 'Volume ditagih' },
  noTaxes: { id: 'calculator.breakdown.noTaxes', defaultMessage: 'Nilai barang di bawah batas bebas bea, atau harga sudah all-in: tanpa bea masuk dan pajak.' },
  estimate: { id: 'calculator.breakdown.estimate', defaultMessage: 'Perkiraan. Tagihan akhir mengikuti berat dan dimensi saat barang diterima di gudang.' },
});
const taxRatesMessage = defineMessage<{ duty: string; vat: string; pph: string }>({ id: 'calculator.breakdown.taxRates', defaultMessage: 'Tarif: bea masuk {duty}%, PPN {vat}%, PPh {pph}%' });

const errorMessages = defineMessages({
  required: { id: 'calculator.error.required', defaultMessage: 'Wajib diisi' },
  not_a_number: { id: 'calculator.error.notANumber', defaultMessage: 'Masukkan angka' },
  negative: { id: 'calculator.error.negative', defaultMessage: 'Tidak boleh negatif' },
  not_integer: { id: 'calculator.error.notInteger', defaultMessage: 'Masukkan bilangan bulat' },
  min_one: { id: 'calculator.error.minOne', defaultMessage: 'Minimal 1' },
});

const countryMessages = defineMessages({
  china: { id: 'country.china', defaultMessage: 'Tiongkok' },
  us: { id: 'country.us', defaultMessage: 'Amerika Serikat' },
  uk: { id: 'country.uk', defaultMessage: 'Inggris' },
  hongkong: { id: 'country.hongkong', defaultMessage: 'Hong Kong' },
  singapore: { id: 'country.singapore', defaultMessage: 'Singapura' },
} satisfies Record<CountryCode, MessageDescriptor>);

const marketplaceMessages = defineMessages({
  '1688': { id: 'marketplace.1688', defaultMessage: '1688 (grosir)' },
  taobao: { id: 'marketplace.taobao', defaultMessage: 'Taobao' },
  tmall: { id: 'marketplace.tmall', defaultMessage: 'Tmall' },
  other: { id: 'marketplace.other', defaultMessage: 'Toko lain' },
} satisfies Record<Marketplace, MessageDescriptor>);

const unitMessages = defineMessages({
  gram: { id: 'unit.gram', defaultMessage: 'Gram' },
  kg: { id: 'unit.kg', defaultMessage: 'Kg' },
  pound: { id: 'unit.pound', defaultMessage: 'Pound' },
  ons: { id: 'unit.ons', defaultMessage: 'Ons' },
  cm: { id: 'unit.cm', defaultMessage: 'Cm' },
  m: { id: 'unit.m', defaultMessage: 'Meter' },
  inch: { id: 'unit.inch', defaultMessage: 'Inci' },
  ml: { id: 'unit.ml', defaultMessage: 'Ml' },
});

interface NumberInputProps {
  vm: CalculatorViewModel;
  field: NumericField;
  label: MessageDescriptor;
  inputMode?: 'decimal' | 'numeric';
}

const NumberInput = observer(function NumberInput({ vm, field, label, inputMode = 'decimal' }: NumberInputProps) {
  const error: FieldError | null = vm.visibleError(field);
  const id = `calc-${field}`;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}><FormattedMessage {...label} /></label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        value={vm.form[field]}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => vm.setField(field, e.target.value)}
        onBlur={() => vm.touch(field)}
      />
      {error && <p id={`${id}-error`} className="field-error"><FormattedMessage {...errorMessages[error]} /></p>}
    </div>
  );
});

/** `price`: a rupiah amount (marked as possibly changed while offline, docs/pwa.md). */
function Row({ label, value, strong = false, price = true }: { label: ReactNode; value: string; strong?: boolean; price?: boolean }) {
  return (
    <tr className={strong ? 'total-row' : undefined}>
      <th scope="row">{label}</th>
      <td data-price={price ? '' : undefined}>{value}</td>
    </tr>
  );
}

const Breakdown = observer(function Breakdown({ vm }: { vm: CalculatorViewModel }) {
  const b = vm.breakdown;
  if (!vm.valid) {
    return <p className="muted"><FormattedMessage {...(vm.submitted ? m.fixErrors : m.hint)} /></p>;
  }
  if (vm.trackProblem) {
    return <p className="form-error" role="alert"><FormattedMessage {...m.seaNotAvailable} /></p>;
  }
  if (!b) {
    return <p className="form-error" role="alert"><FormattedMessage {...(vm.breakdownError === 'pricing.unknown_currency' ? m.noRate : m.cannotPrice)} /></p>;
  }
  const rp = formatRupiah;
  return (
    <section className="breakdown" aria-labelledby="breakdown-title" data-testid="calculator-breakdown">
      <h2 id="breakdown-title" className="h4"><FormattedMessage {...m.breakdown} /></h2>
      <table className="table">
        <tbody>
          <Row label={<FormattedMessage {...m.goodsValue} />} value={rp(b.goodsValue)} />
          {b.usTax > 0 && <Row label={<FormattedMessage {...m.usTax} />} value={rp(b.usTax)} />}
          <Row label={<FormattedMessage {...m.freight} />} value={rp(b.freight)} />
          <Row label={<FormattedMessage {...m.insuranceRow} />} value={rp(b.insurance)} />
          <Row label={<FormattedMessage {...m.duty} />} value={rp(b.importDuty)} />
          <Row label={<FormattedMessage {...m.vat} />} value={rp(b.vat)} />
          <Row label={<FormattedMessage {...m.incomeTax} />} value={rp(b.incomeTax)} />
          <Row label={<FormattedMessage {...m.packingFee} />} value={rp(b.packingFee)} />
          <Row label={<FormattedMessage {...m.additionalTransaction} />} value={rp(b.additionalTransaction)} />
          <Row label={<FormattedMessage {...m.shippingToWarehouse} />} value={rp(b.shippingToWarehouse)} />
          <Row label={<FormattedMessage {...m.transactionFee} />} value={rp(b.transactionFee)} />
          <Row label={<FormattedMessage {...m.allIn} />} value={rp(b.allIn)} />
          <Row label={<FormattedMessage {...m.total} />} value={rp(b.total)} strong />
          <Row label={<FormattedMessage {...m.chargedWeight} />} value={b.chargedGrams > 0 ? `${formatNumberId(b.chargedGrams / 1000)} kg` : '-'} price={false} />
          <Row label={<FormattedMessage {...m.volume} />} value={b.volumeCbm > 0 ? `${formatNumberId(b.volumeCbm, 3)} m³` : '-'} price={false} />
        </tbody>
      </table>
      {b.taxRates && b.taxesApplied ? (
        <p className="muted small">
          <FormattedMessage {...taxRatesMessage} values={{ duty: formatNumberId(b.taxRates.beaMasuk), vat: formatNumberId(b.taxRates.ppn), pph: formatNumberId(b.taxRates.incomeTax) }} />
        </p>
      ) : (
        <p className="muted small"><FormattedMessage {...m.noTaxes} /></p>
      )}
      <p className="muted small"><FormattedMessage {...m.estimate} /></p>
      <RateNote rates={vm.rateNotes} />
    </section>
  );
});

function CalculatorPage() {
  // Loaded during the server's render and the hydration (page-data.tsx), else here.
  const { vm, preloaded } = usePageViewModel<CalculatorViewModel>(CALCULATOR_VIEW_MODEL, calculatorModule, 'calculator', (model) => model.load());
  const intl = useIntl();
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  return (
    <div className="calculator">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <p className="muted"><FormattedMessage {...m.intro} /></p>
      <CalculatorForm vm={vm} intl={intl} />
    </div>
  );
}

const CalculatorForm = observer(function CalculatorForm({ vm, intl }: { vm: CalculatorViewModel; intl: ReturnType<typeof useIntl> }) {
  const f = vm.form;
  return (
    <div className="calculator-grid">
      <form
        className="card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          vm.submit();
        }}
      >
        {vm.loading && <p className="muted small" role="status"><FormattedMessage {...m.loading} /></p>}
        {vm.loadFailed && <p className="form-error" role="alert"><FormattedMessage {...m.loadFailed} /></p>}
        <div className="field-row">
          <NumberInput vm={vm} field="price" label={m.price} />
          <div className="field">
            <label htmlFor="calc-currency"><FormattedMessage {...m.currency} /></label>
            <select id="calc-currency" value={f.currency} onChange={(e) => vm.setField('currency', e.target.value)}>
              {vm.currencies.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
          <NumberInput vm={vm} field="quantity" label={m.quantity} inputMode="numeric" />
        </div>
        <div className="field-row">
          <NumberInput vm={vm} field="weight" label={m.weight} />
          <div className="field">
            <label htmlFor="calc-weight-unit"><FormattedMessage {...m.weightUnit} /></label>
            <select id="calc-weight-unit" value={f.weightUnit} onChange={(e) => vm.setField('weightUnit', e.target.value as typeof f.weightUnit)}>
              {vm.weightUnits.map((u) => <option key={u} value={u}>{intl.formatMessage(unitMessages[u])}</option>)}
            </select>
          </div>
        </div>
        <fieldset>
          <legend><FormattedMessage {...m.dimensions} /></legend>
          <div className="field-row">
            <NumberInput vm={vm} field="length" label={m.length} />
            <NumberInput vm={vm} field="width" label={m.width} />
            <NumberInput vm={vm} field="height" label={m.height} />
            <div className="field">
              <label htmlFor="calc-dimension-unit"><FormattedMessage {...m.dimensionUnit} /></label>
              <select id="calc-dimension-unit" value={f.dimensionUnit} onChange={(e) => vm.setField('dimensionUnit', e.target.value as typeof f.dimensionUnit)}>
                {vm.dimensionUnits.map((u) => <option key={u} value={u}>{intl.formatMessage(unitMessages[u])}</option>)}
              </select>
            </div>
          </div>
        </fieldset>
        <div className="field-row">
          <div className="field">
            <label htmlFor="calc-country"><FormattedMessage {...m.country} /></label>
            <select id="calc-country" value={f.country} onChange={(e) => vm.setField('country', e.target.value as CountryCode)}>
              {vm.countries.map((c) => <option key={c} value={c}>{intl.formatMessage(countryMessages[c])}</option>)}
            </select>
          </div>
          <div className="field">
            <label htmlFor="calc-marketplace"><FormattedMessage {...m.marketplace} /></label>
            <select id="calc-marketplace" value={f.marketplace} onChange={(e) => vm.setField('marketplace', e.target.value as Marketplace)}>
              {vm.marketplaces.map((mp) => <option key={mp} value={mp}>{intl.formatMessage(marketplaceMessages[mp])}</option>)}
            </select>
          </div>
        </div>
        <fieldset className="field">
          <legend><FormattedMessage {...m.track} /></legend>
          <label className="radio">
            <input type="radio" name="calc-track" checked={f.track === 'udara'} onChange={() => vm.setField('track', 'udara')} />
            <FormattedMessage {...m.air} />
          </label>
          {vm.seaAvailable ? (
            <label className="radio">
              <input type="radio" name="calc-track" checked={f.track === 'laut'} onChange={() => vm.setField('track', 'laut')} />
              <FormattedMessage {...m.sea} />
            </label>
          ) : (
            <p className="muted small"><FormattedMessage {...m.seaUnavailable} /></p>
          )}
          {vm.trackProblem && <p className="field-error"><FormattedMessage {...m.seaNotAvailable} /></p>}
        </fieldset>
        <div className="field">
          <label htmlFor="calc-product-type"><FormattedMessage {...m.productType} /></label>
          <select id="calc-product-type" value={f.productTypeId} onChange={(e) => vm.setField('productTypeId', e.target.value)}>
            <option value="">{intl.formatMessage(m.productTypeDefault)}</option>
            {vm.productTypes.map((t) => <option key={String(t.id)} value={String(t.id)}>{t.name}</option>)}
          </select>
        </div>
        <LartasLiveNotice entry={vm.lartas} />
        <label className="checkbox">
          <input type="checkbox" checked={f.usingNpwp} onChange={(e) => vm.setField('usingNpwp', e.target.checked)} />
          <FormattedMessage {...m.npwp} />
        </label>
        {vm.npwpNotOnFile && <p className="muted small"><FormattedMessage {...m.npwpNotOnFile} /></p>}
        <label className="checkbox">
          <input type="checkbox" checked={f.useInsurance} onChange={(e) => vm.setField('useInsurance', e.target.checked)} />
          <FormattedMessage {...m.insurance} />
        </label>
        <div className="actions">
          <button type="submit" className="btn btn-primary"><FormattedMessage {...m.calculate} /></button>{' '}
          <button type="button" className="btn btn-outline" onClick={vm.reset}><FormattedMessage {...m.reset} /></button>
        </div>
      </form>
      <div className="card">
        <Breakdown vm={vm} />
      </div>
    </div>
  );
});

export default CalculatorPage;
