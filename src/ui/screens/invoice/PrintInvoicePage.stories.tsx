import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import PrintInvoicePage from './PrintInvoicePage';
import { FIRST_STORY_INVOICE, withPlacedOrder, withRoute } from './story-helpers';

const meta = {
  title: 'Pages/PrintInvoice',
  component: PrintInvoicePage,
  parameters: { route: `/print-invoice/${FIRST_STORY_INVOICE}`, world: { user: true, cartItems: 2 } },
  decorators: [withRoute('/print-invoice/:id'), withPlacedOrder],
} satisfies Meta<typeof PrintInvoicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The A4 invoice: company block, code, dates, recipient, lines and totals; 'Cetak' opens the print dialog. */
export const Invoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = await canvas.findByTestId('invoice-document', {}, { timeout: 5000 });
    await expect(within(doc).getByTestId('invoice-code')).toHaveTextContent(FIRST_STORY_INVOICE);
    await expect(within(doc).getByTestId('invoice-company')).toHaveTextContent('PT Titip Global Indonesia');
    await expect(doc).toHaveTextContent('01 Maret 2024 10:00 WIB');
    await expect(within(doc).getByTestId('recipient')).toHaveTextContent('Rumah Budi');
    await expect(within(doc).getAllByTestId('invoice-line')).toHaveLength(2);
    await expect(within(doc).getByTestId('amount-total')).toHaveTextContent(/^Rp [\d.]+$/);
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Cetak' }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
  },
};

export const InvoiceEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = await canvas.findByTestId('invoice-document', {}, { timeout: 5000 });
    await expect(within(doc).getByRole('heading', { name: 'INVOICE' })).toBeVisible();
    await expect(within(doc).getByText('Total to pay')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};

export const NotFound: Story = {
  parameters: { route: '/print-invoice/INV-NOPE' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tagihan tidak ditemukan.', {}, { timeout: 5000 })).toBeVisible();
  },
};
