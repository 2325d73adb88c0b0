import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../../application/ports/api-error';
import { CHECKOUT_API, type CheckoutApi } from '../../../application/ports/checkout-api.port';
import { addAddresses, withLocation, withWorld } from '../invoice/story-helpers';
import CheckoutPage from './CheckoutPage';

const meta = {
  title: 'Pages/Checkout',
  component: CheckoutPage,
  parameters: { route: '/checkout', world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const oneAddress = withWorld((c) => addAddresses(c, 1));

/** The server's breakdown of the whole cart to the active address; paying places the order and goes to its invoice. */
export const Breakdown: Story = {
  decorators: [oneAddress],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breakdown = await canvas.findByTestId('checkout-breakdown', {}, { timeout: 5000 });
    await expect(within(breakdown).getByText('Harga barang')).toBeVisible();
    await expect(within(breakdown).getByText('Bea masuk')).toBeVisible();
    await expect(within(breakdown).getByText('Ongkir dalam negeri')).toBeVisible();
    await expect(canvas.getByTestId('amount-total')).toHaveTextContent(/^Rp \d/);
    await expect(canvas.getAllByTestId('checkout-line')).toHaveLength(2);
    await expect(canvas.getAllByTestId('checkout-shipment')).toHaveLength(1);
    await userEvent.click(canvas.getByTestId('place-order'));
    await expect(await canvas.findByText('Pilih metode pembayaran.', { selector: 'li' })).toBeVisible();
    await userEvent.click(canvas.getByLabelText(/BCA Virtual Account/));
    await userEvent.click(canvas.getByTestId('place-order'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/track\?nomor=INV-/));
  },
};

export const BreakdownEN: Story = {
  decorators: [oneAddress],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const breakdown = await canvas.findByTestId('checkout-breakdown', {}, { timeout: 5000 });
    await expect(within(breakdown).getByText('Goods price')).toBeVisible();
    await expect(within(breakdown).getByText('Total to pay')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
  },
};

/** A refused voucher says why and keeps the typed code; a good one shows its discount in the breakdown. */
export const Voucher: Story = {
  decorators: [oneAddress],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('checkout-breakdown', {}, { timeout: 5000 });
    const input = canvas.getByLabelText('Kode voucher');
    await userEvent.type(input, 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai' }));
    await expect(await canvas.findByTestId('voucher-error')).toHaveTextContent('Kode voucher tidak ditemukan.');
    await expect(input).toHaveValue('NOPE');
    await userEvent.clear(input);
    await userEvent.type(input, 'LAMA');
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai' }));
    await waitFor(() => expect(canvas.getByTestId('voucher-error')).toHaveTextContent('Voucher sudah tidak berlaku.'));
    await userEvent.clear(input);
    await userEvent.type(input, 'HEMAT10');
    await userEvent.click(canvas.getByRole('button', { name: 'Pakai' }));
    await expect(await canvas.findByTestId('voucher-applied')).toHaveTextContent('HEMAT10');
    await expect(canvas.getByTestId('amount-voucherDiscount')).toHaveTextContent(/^- Rp/);
  },
};

export const VoucherEN: Story = {
  decorators: [oneAddress],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('checkout-breakdown', {}, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Voucher code'), 'BARU50x');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByTestId('voucher-error')).toHaveTextContent('Voucher code not found.');
  },
};

/** 409 PRICE_CHANGED: the new total is shown and confirmed before the order is placed again. */
export const PriceChanged: Story = {
  decorators: [
    oneAddress,
    (Story, context) => {
      const container = (context.loaded as { container?: Container }).container;
      const api = container?.get<CheckoutApi>(CHECKOUT_API);
      if (api && !(api as { patched?: boolean }).patched) {
        (api as { patched?: boolean }).patched = true;
        const preview = api.preview.bind(api);
        const place = api.placeOrder.bind(api);
        let changed = false;
        // The rates moved between the preview and the order: the server's total is Rp 12.345 higher.
        api.preview = async (request) => {
          const p = await preview(request);
          return changed ? { ...p, totals: { ...p.totals, total: p.totals.total + 12_345 } } : p;
        };
        api.placeOrder = async (request, key) => {
          if (!changed) {
            changed = true;
            throw new ApiError('CONFLICT', { reason: 'PRICE_CHANGED', message: 'Total changed' });
          }
          return place({ ...request, expectedTotal: request.expectedTotal - 12_345 }, key);
        };
      }
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('checkout-breakdown', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByLabelText(/QRIS/, { selector: 'input' }));
    await userEvent.click(canvas.getByTestId('place-order'));
    const dialog = await canvas.findByTestId('price-changed');
    await expect(dialog).toHaveTextContent(/Total pembayaran berubah dari Rp [\d.]+ menjadi Rp [\d.]+/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konfirmasi dan buat pesanan' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/track\?nomor=INV-/));
  },
};

/** No address yet: a link to /address. */
export const NoAddress: Story = {
  parameters: { world: { user: true, cartItems: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByTestId('checkout-no-address', {}, { timeout: 5000 });
    await expect(block).toHaveTextContent('Belum ada alamat pengiriman.');
    await expect(within(block).getByRole('link', { name: 'Tambah alamat' })).toHaveAttribute('href', '/address');
    await expect(canvas.queryByTestId('checkout-breakdown')).toBeNull();
  },
};

/** Two addresses: the lines are split over them, one shipment per address. */
export const MultiAddress: Story = {
  decorators: [withWorld((c) => addAddresses(c, 2))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('checkout-breakdown', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByLabelText('Kirim ke beberapa alamat'));
    const [first, second] = canvas.getAllByTestId('checkout-line') as HTMLElement[];
    await userEvent.selectOptions(within(first as HTMLElement).getByLabelText('Kirim ke alamat'), 'Rumah Budi');
    await userEvent.selectOptions(within(second as HTMLElement).getByLabelText('Kirim ke alamat'), 'Kantor Budi');
    await waitFor(() => expect(canvas.getAllByTestId('checkout-shipment')).toHaveLength(2));
    // the office address has an NPWP: the option is offered
    await expect(canvas.getByLabelText('Gunakan NPWP (PPh dengan tarif NPWP)')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { world: { user: true, cartItems: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('checkout-empty', {}, { timeout: 5000 })).toHaveTextContent('Tidak ada barang di keranjang untuk di-checkout.');
    await expect(canvas.getByRole('link', { name: 'Kembali ke keranjang' })).toHaveAttribute('href', '/cart');
  },
};
