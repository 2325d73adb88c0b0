import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import OrderHistoryPage from './OrderHistoryPage';
import { atWarehouse, delivered, orderPaid } from './fulfilment/story-world';
import { FIRST_STORY_ORDER, withLocation, withWorld } from './story-helpers';

const meta = {
  title: 'Pages/OrderAfterPayment',
  component: OrderHistoryPage,
  parameters: { route: `/history?order=${FIRST_STORY_ORDER}`, world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof OrderHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const lineOf = async (canvas: ReturnType<typeof within>, name: RegExp) => {
  const lines = await canvas.findAllByTestId('fulfilment-line', {}, { timeout: 5000 });
  const line = lines.find((l: HTMLElement) => name.test(l.textContent ?? ''));
  if (!line) throw new Error(`no line ${name}`);
  return line;
};

/** At the warehouse: states on a timeline (WIB), photos in a lightbox, weight vs estimate, storage, credit and additional invoice, the decision. */
export const AtWarehouse: Story = {
  decorators: [withWorld(async (c) => { await atWarehouse(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bag = await lineOf(canvas, /Tas ransel/);
    const b = within(bag);
    await expect(b.getByTestId('line-state')).toHaveAttribute('data-state', 'at_warehouse');
    await expect(b.getByTestId('line-state')).toHaveTextContent('Di Gudang');
    const entries = b.getAllByTestId('line-timeline-entry');
    await expect(entries.map((e) => e.getAttribute('data-state'))).toEqual(['paid', 'purchased', 'at_warehouse']);
    await expect(entries[2]).toHaveTextContent('01 Maret 2024 10:00 WIB');
    await expect(b.getByTestId('weight-estimated')).toHaveTextContent('800 g');
    await expect(b.getByTestId('weight-measured')).toHaveTextContent('650 g');
    await expect(b.getByTestId('weight-difference')).toHaveTextContent('150 g lebih ringan');
    await expect(b.getByTestId('line-storage')).toHaveTextContent('Sisa 30 hari (sampai 31 Maret 2024 10:00 WIB)');
    const settlement = canvas.getByTestId('order-settlement');
    await expect(within(settlement).getByTestId('settlement-credit')).toHaveTextContent('Total dikembalikan ke saldo: Rp 18.000');
    await expect(within(settlement).getByTestId('additional-invoice-link')).toHaveAttribute('href', expect.stringMatching(/^\/track\?nomor=INV-/));

    // The photos: a thumbnail opens the lightbox; next, arrow keys, Escape; focus back on the thumbnail.
    const thumbs = b.getAllByTestId('qc-thumb');
    await expect(thumbs).toHaveLength(3);
    await userEvent.click(thumbs[0] as HTMLElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Foto QC barang' });
    await expect(within(dialog).getByTestId('qc-lightbox-caption')).toHaveTextContent('Foto 1 dari 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Foto berikutnya' }));
    await expect(within(dialog).getByTestId('qc-lightbox-caption')).toHaveTextContent('Foto 2 dari 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(within(dialog).getByTestId('qc-lightbox-caption')).toHaveTextContent('Foto 3 dari 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbs[0]).toHaveFocus());

    // The decision: refund, confirmed; the line is refunded and the credit shown.
    const caseLine = await lineOf(canvas, /Casing ponsel/);
    const c = within(caseLine);
    await expect(c.getByTestId('line-state')).toHaveAttribute('data-state', 'needs_decision');
    await expect(c.getByTestId('problem-reason')).toHaveTextContent('Masalah: Warna tidak sesuai pesanan');
    await userEvent.click(c.getByTestId('decision-refund'));
    const confirm = await canvas.findByTestId('line-confirm');
    await expect(confirm).toHaveTextContent('Pilih "Batalkan dan kembalikan dana" untuk Casing ponsel silikon?');
    await userEvent.click(within(confirm).getByTestId('line-confirm-yes'));
    const result = await c.findByTestId('line-action-result');
    await expect(result).toHaveTextContent(/Rp [\d.]+ dikembalikan ke saldo Titip Anda\./);
    await waitFor(() => expect(c.getByTestId('line-state')).toHaveAttribute('data-state', 'refunded'));
  },
};

export const AtWarehouseEN: Story = {
  decorators: [withWorld(async (c) => { await atWarehouse(c); })],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bag = await lineOf(canvas, /Tas ransel/);
    await expect(within(bag).getByTestId('weight-difference')).toHaveTextContent('150 g lighter');
    await expect(within(bag).getByTestId('line-state')).toHaveTextContent('At the warehouse');
    await expect(canvas.getByTestId('decision-prompt')).toHaveTextContent('Needs your decision');
    await expect(canvas.getByTestId('additional-invoice-link')).toHaveTextContent('Pay the additional invoice');
  },
};

/** Paid, not bought yet: the line may be cancelled (confirmed); its amount goes back to the wallet. */
export const CancelBeforePurchase: Story = {
  decorators: [withWorld(async (c) => { await orderPaid(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bag = await lineOf(canvas, /Tas ransel/);
    await userEvent.click(within(bag).getByTestId('line-cancel'));
    const confirm = await canvas.findByTestId('line-confirm');
    await expect(confirm).toHaveTextContent('Batalkan barang ini?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(canvas.queryByTestId('line-confirm')).toBeNull());
    await userEvent.click(within(bag).getByTestId('line-cancel'));
    await userEvent.click(within(await canvas.findByTestId('line-confirm')).getByTestId('line-confirm-yes'));
    await expect(await within(bag).findByTestId('line-action-result')).toHaveTextContent(/Barang dibatalkan\. Rp [\d.]+ dikembalikan ke saldo Titip Anda\./);
    await waitFor(() => expect(within(bag).getByTestId('line-state')).toHaveAttribute('data-state', 'refunded'));
    await expect(within(bag).queryByTestId('line-cancel')).toBeNull();
    await expect(canvas.getByTestId('settlement-credit')).toBeVisible();
  },
};

/** Delivered: the parcel's carriers and tracking numbers; rating a line with the keyboard. */
export const DeliveredAndRated: Story = {
  decorators: [withWorld(async (c) => { await delivered(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parcel = await canvas.findByTestId('parcel', {}, { timeout: 5000 });
    await expect(within(parcel).getByTestId('parcel-carrier')).toHaveTextContent('SF Express');
    await expect(within(parcel).getByTestId('parcel-tracking')).toHaveTextContent('SF1234567890');
    await expect(within(parcel).getByTestId('parcel-domestic')).toHaveTextContent('JNE');
    // The domestic courier's public tracking page, in a new tab.
    const courier = within(parcel).getByRole('link', { name: 'Lacak di situs JNE (membuka tab baru)' });
    await expect(courier).toHaveAttribute('href', 'https://www.jne.co.id/tracking-package');
    await expect(courier).toHaveAttribute('target', '_blank');
    await expect(courier).toHaveAttribute('rel', 'noopener noreferrer');
    // On its own (?order=), the delivered order offers 'Pesanan Diterima'.
    await expect(within(canvas.getByTestId('order-focus')).getByRole('button', { name: 'Pesanan Diterima' })).toBeVisible();
    const bag = await lineOf(canvas, /Tas ransel/);
    const b = within(bag);
    await expect(b.getByTestId('line-state')).toHaveAttribute('data-state', 'delivered');
    await userEvent.click(b.getByTestId('rate-line'));
    const form = await b.findByTestId('rating-form', {}, { timeout: 5000 });
    await userEvent.click(within(form).getByTestId('rating-submit'));
    await expect(await within(form).findByText('Pilih nilai 1 sampai 5 bintang.')).toBeVisible();
    await userEvent.click(within(form).getByRole('radio', { name: '3 bintang' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(form).getByRole('radio', { name: '4 bintang' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Ulasan (opsional)'), 'Tas kokoh');
    await userEvent.click(within(form).getByTestId('rating-submit'));
    const saved = await b.findByTestId('rating-saved');
    await expect(saved).toHaveTextContent('Terima kasih! Nilai Anda tersimpan.');
    await expect(within(saved).getByRole('img', { name: 'Nilai 4 dari 5' })).toBeVisible();
  },
};
