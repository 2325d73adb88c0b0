import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { SettlementExplanation } from '../../../application/ports/settlement-explanation';
import { SettlementExplained } from './SettlementExplained';

/** Issue 23's case: 550 g estimated, 1,650 g measured by air, sizes left empty: an additional invoice of Rp 419.200. */
const HEAVIER: SettlementExplanation = {
  orderCode: 'ORD-20240301-000101', lineId: 101, itemName: 'Jaket Parasut', kind: 'receive', track: 'udara', quantity: 1, currency: 'CNY',
  priceEstimated: 259, pricePaid: 259, quantityBought: null,
  estimated: { weightGrams: 550, lengthCm: null, widthCm: null, heightCm: null, volumetricGrams: null, chargedGrams: 1000, volumeCbm: 0 },
  measured: { weightGrams: 1650, lengthCm: null, widthCm: null, heightCm: null, volumetricGrams: null, chargedGrams: 2000, volumeCbm: 0 },
  dimensionsEstimated: true,
  lineBefore: { goodsValue: 582_750, freight: 128_000, importDuty: 54_000, vat: 84_150, incomeTax: 0, insurance: 0, total: 893_900 },
  lineAfter: { goodsValue: 582_750, freight: 384_000, importDuty: 74_000, vat: 113_350, incomeTax: 114_000, insurance: 0, total: 1_313_100 },
  rows: [
    { key: 'freight', before: 128_000, after: 384_000, difference: 256_000 },
    { key: 'import_duty', before: 54_000, after: 74_000, difference: 20_000 },
    { key: 'vat', before: 84_150, after: 113_350, difference: 29_200 },
    { key: 'income_tax', before: 0, after: 114_000, difference: 114_000 },
  ],
  beforeTotal: 893_900, afterTotal: 1_313_100, difference: 419_200, outcome: 'additional_invoice', amount: 419_200,
  reasons: ['heavier', 'dimensions_estimated'],
};

/** 700 g estimated, 400 g measured at 10 x 10 x 5 cm, two units: a wallet credit. */
const LIGHTER: SettlementExplanation = {
  ...HEAVIER, lineId: 102, itemName: 'Tas Ransel Kanvas', quantity: 2,
  estimated: { weightGrams: 700, lengthCm: null, widthCm: null, heightCm: null, volumetricGrams: null, chargedGrams: 2000, volumeCbm: 0 },
  measured: { weightGrams: 400, lengthCm: 10, widthCm: 10, heightCm: 5, volumetricGrams: 100, chargedGrams: 1000, volumeCbm: 0 },
  dimensionsEstimated: false,
  lineBefore: { goodsValue: 810_000, freight: 256_000, importDuty: 82_000, vat: 127_270, incomeTax: 0, insurance: 0, total: 1_300_270 },
  lineAfter: { goodsValue: 810_000, freight: 128_000, importDuty: 72_000, vat: 112_970, incomeTax: 0, insurance: 0, total: 1_147_970 },
  rows: [
    { key: 'freight', before: 256_000, after: 128_000, difference: -128_000 },
    { key: 'import_duty', before: 82_000, after: 72_000, difference: -10_000 },
    { key: 'vat', before: 127_270, after: 112_970, difference: -14_300 },
  ],
  beforeTotal: 1_300_270, afterTotal: 1_147_970, difference: -152_300, outcome: 'credit', amount: 152_300,
  reasons: ['lighter'],
};

/** A sea line weighed 150 g lighter with its sizes left empty: the estimated volume stands, no difference. */
const SEA_SAME_VOLUME: SettlementExplanation = {
  ...HEAVIER, lineId: 103, itemName: 'Rak Buku Lipat', track: 'laut',
  estimated: { weightGrams: 700, lengthCm: 100, widthCm: 50, heightCm: 40, volumetricGrams: 40_000, chargedGrams: 0, volumeCbm: 0.2 },
  measured: { weightGrams: 550, lengthCm: null, widthCm: null, heightCm: null, volumetricGrams: null, chargedGrams: 0, volumeCbm: 0.2 },
  lineBefore: { goodsValue: 582_750, freight: 1_000_000, importDuty: 0, vat: 0, incomeTax: 0, insurance: 0, total: 1_630_750 },
  lineAfter: { goodsValue: 582_750, freight: 1_000_000, importDuty: 0, vat: 0, incomeTax: 0, insurance: 0, total: 1_630_750 },
  rows: [], beforeTotal: 1_630_750, afterTotal: 1_630_750, difference: 0, outcome: 'none', amount: 0,
  reasons: ['lighter', 'dimensions_estimated', 'sea_by_volume', 'no_change'],
};

// The explanation loads its own catalogue (settlement/messages): each story waits for it first.
const meta = {
  title: 'Invoice/SettlementExplained',
  component: SettlementExplained,
  args: { explanation: HEAVIER },
} satisfies Meta<typeof SettlementExplained>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsSum = (el: HTMLElement) => within(el).getAllByTestId('settlement-row').reduce((n, r) => n + Number(r.getAttribute('data-difference')), 0);

/** The additional invoice after weighing: which order and line, 550 g against 1.650 g, rows adding up to Rp 419.200, a ticket link. */
export const HeavierAdditionalInvoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('settlement-explained', {}, { timeout: 5000 });
    const box = canvas.getByTestId('settlement-explained');
    await expect(box).toHaveTextContent('Mengapa ada tagihan tambahan?');
    await expect(canvas.getByTestId('settlement-for')).toHaveTextContent('Pesanan ORD-20240301-000101 · item #101 Jaket Parasut');
    await expect(canvas.getByTestId('settlement-reasons')).toHaveTextContent('Ditimbang di gudang 1.650 g per unit, lebih berat dari estimasi 550 g.');
    await expect(canvas.getByTestId('settlement-reasons')).toHaveTextContent('Ukuran tidak diukur di gudang, jadi dipakai ukuran estimasi.');
    await expect(canvas.getByTestId('settlement-weights')).toHaveTextContent('Berat yang ditagih (udara)1.000 g2.000 g');
    await expect(canvas.getByTestId('settlement-line-freight')).toHaveTextContent('Rp 128.000Rp 384.000');
    await expect(canvas.getByTestId('settlement-line-incomeTax')).toHaveTextContent('PPh');
    await expect(rowsSum(box)).toBe(419_200);
    await expect(canvas.getByTestId('settlement-total')).toHaveTextContent('+ Rp 419.200');
    await expect(canvas.getByTestId('settlement-ticket')).toHaveAttribute('href', '/tickets-create?order=ORD-20240301-000101&line=101');
  },
};

export const HeavierAdditionalInvoiceEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('settlement-explained', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('settlement-explained')).toHaveTextContent('Why is there an additional invoice?');
    await expect(canvas.getByTestId('settlement-reasons')).toHaveTextContent('Weighed at the warehouse at 1.650 g per unit, heavier than the estimated 550 g.');
    await expect(canvas.getByTestId('settlement-total')).toHaveTextContent('+ Rp 419.200');
    await expect(canvas.getByTestId('settlement-ticket')).toHaveTextContent('Open a ticket about this order');
  },
};

/** The wallet credit of a lighter line: the rows add up to minus the credit. */
export const LighterWalletCredit: Story = {
  args: { explanation: LIGHTER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('settlement-explained', {}, { timeout: 5000 });
    const box = canvas.getByTestId('settlement-explained');
    await expect(box).toHaveAttribute('data-outcome', 'credit');
    await expect(box).toHaveTextContent('Mengapa saldo dikembalikan?');
    await expect(canvas.getByTestId('settlement-reasons')).toHaveTextContent('Ditimbang di gudang 400 g per unit, lebih ringan dari estimasi 700 g.');
    await expect(canvas.getByTestId('settlement-weights')).toHaveTextContent('10 × 10 × 5 cm');
    await expect(rowsSum(box)).toBe(-152_300);
    await expect(canvas.getByTestId('settlement-total')).toHaveTextContent('- Rp 152.300');
    await expect(box).toHaveTextContent('Total dikembalikan ke dompet');
  },
};

export const LighterWalletCreditEN: Story = {
  args: { explanation: LIGHTER },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('settlement-explained', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('settlement-explained')).toHaveTextContent('Why was money credited to your wallet?');
    await expect(canvas.getByTestId('settlement-explained')).toHaveTextContent('Total credited to your wallet');
  },
};

/** A sea line measured lighter, sizes left empty: the estimated volume stands and the words say why nothing changed. */
export const SeaLighterNoDifference: Story = {
  args: { explanation: SEA_SAME_VOLUME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('settlement-explained', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('settlement-reasons')).toHaveTextContent('Ongkos kirim laut dihitung dari volume (0,20 m³), bukan dari berat.');
    await expect(canvas.getByTestId('settlement-weights')).toHaveTextContent('Tidak diukur');
    await expect(canvas.getByTestId('settlement-rows')).toHaveTextContent('Tidak ada biaya yang berubah.');
    await expect(canvas.getByTestId('settlement-total')).toHaveTextContent('Rp 0');
  },
};
