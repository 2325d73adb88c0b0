import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import InvoiceHistoryPage from './InvoiceHistoryPage';
import { FIRST_STORY_INVOICE, withLocation, withPlacedOrder } from './story-helpers';

const meta = {
  title: 'Pages/InvoiceHistory',
  component: InvoiceHistoryPage,
  parameters: { route: '/history-invoice', world: { user: true, cartItems: 1, pendingInvoices: 1 } },
  decorators: [withLocation],
} satisfies Meta<typeof InvoiceHistoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The checkout invoice and a pending bell invoice; filtering by 'Lunas' shows none. */
export const WithInvoices: Story = {
  decorators: [withPlacedOrder],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('invoice-row')).toHaveLength(2), { timeout: 5000 });
    const row = canvas.getAllByTestId('invoice-row').find((r) => r.textContent?.includes(FIRST_STORY_INVOICE)) as HTMLElement;
    await expect(row).toHaveTextContent('Menunggu Pembayaran');
    await expect(row).toHaveTextContent(/Rp [\d.]+/);
    await expect(within(row).getByRole('link', { name: 'Cetak' })).toHaveAttribute('href', `/print-invoice/${FIRST_STORY_INVOICE}`);
    await expect(within(row).getByRole('link', { name: 'Lacak' })).toHaveAttribute('href', `/track?nomor=${FIRST_STORY_INVOICE}`);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'paid');
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/history-invoice?status=paid'));
    await expect(await canvas.findByText('Tidak ada tagihan dengan filter ini.')).toBeVisible();
  },
};

export const WithInvoicesEN: Story = {
  decorators: [withPlacedOrder],
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('invoice-row')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getAllByText('Waiting for payment').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: 'Invoice history' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { world: { user: true, cartItems: 0, pendingInvoices: 0 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('invoices-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada tagihan.');
  },
};
