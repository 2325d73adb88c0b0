import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ManualOrderPage from './ManualOrderPage';

const meta = {
  title: 'Pages/ManualOrder',
  component: ManualOrderPage,
  parameters: { route: '/manual-order-form' },
} satisfies Meta<typeof ManualOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Form Pesanan Manual' })).toBeVisible();
  },
};

export const EmptyEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Manual Order Form' })).toBeVisible();
  },
};

/** Submitted with a bad weight: red fields, messages, nothing typed lost. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Berat per barang'), 'satu kilo');
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah ke keranjang' }));
    await expect(canvas.getByText('Masukkan angka, contoh 12 atau 12,5')).toBeVisible();
    await expect(canvas.getAllByText('Wajib diisi').length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Berat per barang')).toHaveValue('satu kilo');
    await expect(canvas.getByLabelText('Berat per barang')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nama produk'), 'Sepatu lari');
    await userEvent.type(canvas.getByLabelText('Link produk'), 'https://shop.example.com/p/1');
    await userEvent.type(canvas.getByLabelText('Harga per barang'), '49,99');
    await userEvent.type(canvas.getByLabelText('Berat per barang'), '1.2');
    await userEvent.selectOptions(canvas.getByLabelText('Satuan berat'), 'kg');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText('Harga per barang')).toHaveValue('49,99');
  },
};
