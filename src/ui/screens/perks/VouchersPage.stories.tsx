import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CUSTOMER_VOUCHER_API, type CustomerVoucherApi } from '../../../application/ports/customer-voucher-api.port';
import { fakeClipboard, withLocation, withRoute } from '../invoice/story-helpers';
import VoucherDetailPage from './VoucherDetailPage';
import VouchersPage from './VouchersPage';
import { fail, withPort } from './perks-story-helpers';

const meta = {
  title: 'Pages/Perks/Vouchers',
  component: VouchersPage,
  parameters: { route: '/voucher', world: { user: true } },
} satisfies Meta<typeof VouchersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new customer's vouchers with their conditions; copying a code; the link to checkout. */
export const List: Story = {
  decorators: [withLocation],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('voucher', {}, { timeout: 5000 })).toHaveLength(3);
    const [hemat, ongkir, baru] = canvas.getAllByTestId('voucher');
    await expect(hemat).toHaveTextContent('Diskon 10%');
    await expect(hemat).toHaveTextContent('Maksimal diskon Rp 50.000');
    await expect(hemat).toHaveTextContent('Minimal belanja Rp 100.000');
    await expect(ongkir).toHaveTextContent('Potongan Rp 25.000');
    await expect(ongkir).toHaveTextContent('Bisa dipakai 1 kali per pelanggan');
    await expect(baru).toHaveTextContent('Khusus pelanggan baru');
    let restore = fakeClipboard(true);
    try {
      await userEvent.click(within(hemat as HTMLElement).getByTestId('copy-code'));
      await expect(await within(hemat as HTMLElement).findByTestId('copy-feedback')).toHaveTextContent('Successfully copy: HEMAT10');
    } finally {
      restore();
    }
    restore = fakeClipboard(false);
    try {
      await userEvent.click(within(ongkir as HTMLElement).getByTestId('copy-code'));
      await expect(await within(ongkir as HTMLElement).findByTestId('copy-feedback')).toHaveTextContent('Copy to clipboard not supported');
    } finally {
      restore();
    }
    await userEvent.click(canvas.getByTestId('vouchers-shop'));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/cart');
  },
};

/** No voucher reaches the customer: the empty state with a link to start shopping (English). */
export const EmptyEN: Story = {
  globals: { locale: 'en' },
  decorators: [withPort<CustomerVoucherApi>(CUSTOMER_VOUCHER_API, () => ({ list: async () => [], get: fail }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('vouchers-empty', {}, { timeout: 5000 })).toHaveTextContent('No vouchers to use right now.');
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [withPort<CustomerVoucherApi>(CUSTOMER_VOUCHER_API, () => ({ list: fail, get: fail }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('vouchers-load-failed', {}, { timeout: 5000 })).toHaveTextContent('Failed to get data');
  },
};

/** /voucher-detail/1: the conditions and the domain's example. */
export const Detail: Story = {
  render: () => <VoucherDetailPage />,
  parameters: { route: '/voucher-detail/1' },
  decorators: [withRoute('/voucher-detail/:id')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = await canvas.findByTestId('voucher-detail', {}, { timeout: 5000 });
    await expect(within(detail).getByTestId('voucher-code')).toHaveTextContent('HEMAT10');
    await expect(canvas.getByTestId('voucher-example')).toHaveTextContent('Contoh: belanja Rp 100.000 hemat Rp 10.000.');
  },
};

/** An id that is not the customer's voucher (the expired LAMA here). */
export const DetailNotFound: Story = {
  render: () => <VoucherDetailPage />,
  parameters: { route: '/voucher-detail/4' },
  decorators: [withRoute('/voucher-detail/:id')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('voucher-not-found', {}, { timeout: 5000 })).toHaveTextContent('Voucher tidak ditemukan atau sudah tidak bisa dipakai.');
  },
};
