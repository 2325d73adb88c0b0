import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OPS_API, type OpsApi } from '../../application/ports/ops-api.port';
import {
  OpsConsole, STORY_ADMIN, STORY_ORDER, STORY_ORDER_2, STORY_PARCEL_CUSTOMS, STORY_WAREHOUSE, withStaff, containerOf, pngFile,
} from './ops-story-helpers';

const meta = {
  title: 'Ops/Order',
  component: OpsConsole,
  parameters: { route: `/ops/orders/${STORY_ORDER}`, staff: STORY_ADMIN },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Purchase at a higher price: the form's checks, then an additional invoice for the difference. */
export const PurchaseHigherPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByTestId('ops-line-101', {}, { timeout: 5000 });
    await userEvent.click(await within(line).findByRole('button', { name: 'Beli' }));
    const form = within(line).getByTestId('ops-form-purchase');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan pembelian' }));
    await expect(within(form).getAllByText('Wajib diisi.')).toHaveLength(2);
    await userEvent.type(within(form).getByLabelText('Nomor order penjual'), 'TB-777');
    await userEvent.type(within(form).getByLabelText('Harga dibayar per unit (CNY)'), '289,505');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan pembelian' }));
    await expect(within(form).getByText('Maksimal 2 angka desimal.')).toBeVisible();
    await userEvent.clear(within(form).getByLabelText('Harga dibayar per unit (CNY)'));
    await userEvent.type(within(form).getByLabelText('Harga dibayar per unit (CNY)'), '289,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan pembelian' }));
    const notice = await canvas.findByTestId('ops-notice');
    await expect(notice).toHaveTextContent('Tersimpan: Beli.');
    await expect(within(notice).getByTestId('ops-notice-settlement')).toHaveTextContent('Tagihan tambahan Rp 137.250');
    await waitFor(() => expect(within(canvas.getByTestId('ops-line-101')).getByTestId('ops-line-state')).toHaveTextContent('Sudah Dibelikan'));
    await expect(within(canvas.getByTestId('ops-line-101')).getByTestId('ops-line-unpaid')).toBeVisible();
    await expect(canvas.getAllByTestId('ops-audit-row')[0]).toHaveTextContent('Ayu Admin');
  },
};

/** Receive with photos and a lighter weight: the wallet credit; the photos show on the line. */
export const ReceiveWithPhotos: Story = {
  parameters: { staff: STORY_WAREHOUSE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByTestId('ops-line-102', {}, { timeout: 5000 });
    await userEvent.click(await within(line).findByRole('button', { name: 'Terima di gudang' }));
    const form = within(line).getByTestId('ops-form-receive');
    await userEvent.type(within(form).getByLabelText('Berat per unit (gram)'), '650');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penerimaan' }));
    await expect(within(form).getByText('Unggah minimal 1 foto.')).toBeVisible();
    await userEvent.upload(within(form).getByTestId('ops-photos-input'), [pngFile('a.png'), pngFile('b.png')]);
    await expect(within(form).getByTestId('ops-photos-chosen')).toHaveTextContent('2 foto dipilih');
    await userEvent.type(within(form).getByLabelText('Panjang (cm)'), '30');
    // One size alone is refused: all three or none (docs/settlement.md).
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penerimaan' }));
    await expect(within(form).getAllByText('Wajib diisi.')).toHaveLength(2);
    await userEvent.type(within(form).getByLabelText('Lebar (cm)'), '20');
    await userEvent.type(within(form).getByLabelText('Tinggi (cm)'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penerimaan' }));
    const notice = await canvas.findByTestId('ops-notice');
    await expect(within(notice).getByTestId('ops-notice-settlement')).toHaveTextContent('Dikembalikan ke dompet pelanggan Rp 6.000');
    const received = canvas.getByTestId('ops-line-102');
    await waitFor(() => expect(within(received).getByTestId('ops-line-state')).toHaveTextContent('Di Gudang'));
    await expect(within(received).getByTestId('ops-line-photos').querySelectorAll('img')).toHaveLength(2);
    await expect(within(received).getByTestId('ops-line-measured')).toHaveTextContent('Terukur 650 g per unit · 30 × 20 × 10 cm');
    // the warehouse cannot purchase: no 'Beli' on the paid line
    await expect(within(canvas.getByTestId('ops-line-101')).queryByRole('button', { name: 'Beli' })).toBeNull();
  },
};

/** Pack the arrived lines into a parcel, then ship it. */
export const PackAndShip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kemas paket' }, { timeout: 5000 }));
    const form = canvas.getByTestId('ops-form-pack');
    await expect(within(form).getByRole('checkbox', { name: /#103 Botol Minum 1L/ })).toBeChecked();
    await expect(within(form).getByRole('checkbox', { name: /#104 Kaos Katun Oversize/ })).toBeChecked();
    await userEvent.type(within(form).getByLabelText('Berat paket (gram)'), '1.200');
    await userEvent.click(within(form).getByRole('button', { name: 'Buat paket' }));
    await expect(await canvas.findByTestId('ops-notice')).toHaveTextContent('Paket PCL-20240301-000003 dibuat.');
    const parcel = await canvas.findByTestId('ops-parcel-PCL-20240301-000003');
    await userEvent.click(within(parcel).getByRole('button', { name: 'Kirim' }));
    await userEvent.type(within(parcel).getByLabelText('Kurir internasional'), 'SF Express');
    await userEvent.type(within(parcel).getByLabelText('Nomor resi'), 'SF555');
    await userEvent.click(within(parcel).getByRole('button', { name: 'Simpan pengiriman' }));
    await waitFor(() => expect(within(canvas.getByTestId('ops-parcel-PCL-20240301-000003')).getByTestId('ops-parcel-state')).toHaveTextContent('Dikirim'));
    await expect(within(canvas.getByTestId('ops-line-103')).getByTestId('ops-line-state')).toHaveTextContent('Dikirim');
  },
};

/** A parcel in customs: held needs a reason; cleared, out for delivery with the domestic courier, delivered. */
export const CustomsToDelivered: Story = {
  parameters: { route: `/ops/orders/${STORY_ORDER_2}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = () => canvas.getByTestId(`ops-parcel-${STORY_PARCEL_CUSTOMS}`);
    await canvas.findByTestId(`ops-parcel-${STORY_PARCEL_CUSTOMS}`, {}, { timeout: 5000 });
    await userEvent.click(within(card()).getByRole('button', { name: 'Ditahan bea cukai' }));
    await userEvent.click(within(card()).getByRole('button', { name: 'Tandai ditahan' }));
    await expect(within(card()).getByText('Wajib diisi.')).toBeVisible();
    await userEvent.click(within(card()).getByRole('button', { name: 'Lolos bea cukai' }));
    await userEvent.click(within(card()).getByRole('button', { name: 'Tandai lolos bea cukai' }));
    await waitFor(() => expect(within(card()).getByTestId('ops-parcel-state')).toHaveTextContent('Lolos Bea Cukai'));
    await userEvent.click(within(card()).getByRole('button', { name: 'Antar ke pelanggan' }));
    await userEvent.type(within(card()).getByLabelText('Kurir domestik'), 'JNE');
    await userEvent.type(within(card()).getByLabelText('Nomor resi'), 'JNE123');
    await userEvent.click(within(card()).getByRole('button', { name: 'Simpan pengantaran' }));
    await waitFor(() => expect(within(card()).getByTestId('ops-parcel-state')).toHaveTextContent('Dalam Pengantaran'));
    await userEvent.click(within(card()).getByRole('button', { name: 'Diterima pelanggan' }));
    await userEvent.click(within(card()).getByRole('button', { name: 'Tandai diterima' }));
    await waitFor(() => expect(within(card()).getByTestId('ops-parcel-state')).toHaveTextContent('Diterima'));
    await expect(card()).toHaveTextContent('Kurir domestik: JNE · resi JNE123');
  },
};

/** Another operator purchased first: 409 STATE_CONFLICT names the current state and the page reloads. */
export const Conflict: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByTestId('ops-line-101', {}, { timeout: 5000 });
    await userEvent.click(await within(line).findByRole('button', { name: 'Beli' }));
    await containerOf(loaded).get<OpsApi>(OPS_API).purchase(101, { sellerOrderNumber: 'OTHER', pricePaid: 259 }, 'someone-else');
    await userEvent.type(within(line).getByLabelText('Nomor order penjual'), 'TB-1');
    await userEvent.type(within(line).getByLabelText('Harga dibayar per unit (CNY)'), '259');
    await userEvent.click(within(line).getByRole('button', { name: 'Simpan pembelian' }));
    const conflict = await canvas.findByTestId('ops-conflict');
    await expect(conflict).toHaveTextContent('Status #101 sudah diubah staf lain. Status sekarang: Sudah Dibelikan.');
    await expect(within(canvas.getByTestId('ops-line-101')).getByTestId('ops-line-state')).toHaveTextContent('Sudah Dibelikan');
  },
};

export const OrderEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByTestId('ops-line-101', {}, { timeout: 5000 });
    await userEvent.click(await within(line).findByRole('button', { name: 'Purchase' }));
    await expect(within(line).getByLabelText('Price paid per unit (CNY)')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  },
};

/** The page speaks words (issue 23): invoice and order states labelled, no raw codes, the unit price with its currency, the settlement's kind. */
export const SpeaksWords: Story = {
  parameters: { staff: STORY_WAREHOUSE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('ops-line-101', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('ops-order-invoice-status')).toHaveTextContent('Lunas');
    await expect(canvas.getByTestId('ops-order-invoice')).not.toHaveTextContent('· paid');
    await expect(canvas.getByTestId('ops-order-status').textContent ?? '').not.toMatch(/_|^[a-z]/);
    await expect(canvas.getByTestId('ops-order-timeline').textContent ?? '').not.toMatch(/awaiting_payment|purchasing|\bpaid\b/);
    await expect(within(canvas.getByTestId('ops-line-101')).getByTestId('ops-line-quantity')).toHaveTextContent('2 pcs · CNY 259,00 per unit');
    for (const status of canvas.getAllByTestId('ops-shipment-status')) await expect(status.textContent ?? '').not.toMatch(/_/);
    // Received without sizes: 'ukuran tidak diukur', and the settlement says why it was made.
    const line = canvas.getByTestId('ops-line-102');
    await userEvent.click(within(line).getByRole('button', { name: 'Terima di gudang' }));
    const form = within(line).getByTestId('ops-form-receive');
    await userEvent.type(within(form).getByLabelText('Berat per unit (gram)'), '650');
    await userEvent.upload(within(form).getByTestId('ops-photos-input'), [pngFile('a.png')]);
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan penerimaan' }));
    await canvas.findByTestId('ops-notice');
    const received = canvas.getByTestId('ops-line-102');
    await waitFor(() => expect(within(received).getByTestId('ops-line-measured')).toHaveTextContent('Terukur 650 g per unit · ukuran tidak diukur (dipakai estimasi)'));
    await expect(within(received).getAllByTestId('ops-settlement-kind').at(-1)).toHaveTextContent('Penimbangan di gudang');
  },
};

export const SpeaksWordsEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('ops-line-101', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('ops-order-invoice-status')).toHaveTextContent('Paid');
    await expect(within(canvas.getByTestId('ops-line-101')).getByTestId('ops-line-quantity')).toHaveTextContent('2 pcs · CNY 259,00 per unit');
    await expect(canvas.getByTestId('ops-order-timeline')).toHaveTextContent('Paid');
  },
};

/** Issue 25: the shipment's address shows the second phone, the NPWP with its document and the map pin. */
export const AddressExtras: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const extras = await canvas.findByTestId('ops-address-extras', {}, { timeout: 5000 });
    await expect(extras).toHaveTextContent('Telepon lain: 081311112222');
    await expect(extras).toHaveTextContent('NPWP: 012345678901000');
    await expect(within(extras).getByRole('link', { name: 'Dokumen NPWP: npwp-budi.png' })).toHaveAttribute('target', '_blank');
    await expect(extras).toHaveTextContent('Titik peta: Jalan Tebet Raya, Tebet Timur, Tebet, Jakarta Selatan (-6.226498, 106.858262)');
    await expect(within(extras).getByRole('link', { name: 'Buka di OpenStreetMap' })).toHaveAttribute('href', expect.stringContaining('mlat=-6.226498'));
  },
};
