import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CourseInvoicePage from './CourseInvoicePage';
import { withRoute, withWorld } from '../invoice/story-helpers';
import { paidOrder, pendingOrder } from './story-helpers';

const meta = {
  title: 'Pages/Course/Invoice',
  component: CourseInvoicePage,
  parameters: { route: '/kursus/pesanan/CRS-000001', world: { user: true } },
  decorators: [withRoute('/kursus/pesanan/:orderCode')],
} satisfies Meta<typeof CourseInvoicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A pending order: pay it on /track; confirming before it is paid: 'Gagal melakukan konfirmasi pembayaran'. */
export const Pending: Story = {
  decorators: [withWorld(pendingOrder)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-invoice-status', {}, { timeout: 5000 })).toHaveTextContent('Menunggu Pembayaran');
    await expect(canvas.getByRole('link', { name: 'Bayar Tagihan' })).toHaveAttribute('href', '/track?nomor=INV-20240301-000001');
    await userEvent.click(canvas.getByRole('button', { name: 'Konfirmasi Pembayaran' }));
    await expect(await canvas.findByTestId('course-confirm-result')).toHaveTextContent('Gagal melakukan konfirmasi pembayaran');
  },
};

/** Its invoice paid on /track: the order shows paid and leads to my courses. */
export const Paid: Story = {
  decorators: [withWorld(paidOrder)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('course-invoice-status', {}, { timeout: 5000 })).toHaveAttribute('data-status', 'paid');
    await expect(canvas.getByRole('link', { name: 'Kursus Saya' })).toHaveAttribute('href', '/kursus/saya');
    await expect(canvas.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeNull();
  },
};
