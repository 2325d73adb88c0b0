import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ProductPage from './ProductPage';

const TAOBAO = '/product?url=' + encodeURIComponent('https://item.taobao.com/item.htm?id=655443322110');

const meta = {
  title: 'Pages/Product/Restricted goods',
  component: ProductPage,
  parameters: { route: TAOBAO },
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A restricted product type chosen: the warning appears (in a live region) before 'Tambah ke keranjang'; another type removes it. */
export const RestrictedType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Casing ponsel silikon' });
    await expect(canvas.queryByTestId('lartas-notice')).toBeNull();
    // By value: user-event compares an option's innerHTML, where '&' reads '&amp;'.
    await userEvent.selectOptions(canvas.getByLabelText('Jenis produk'), '5');
    await expect(canvas.getByRole('option', { name: 'Kosmetik & Perawatan Tubuh' })).toHaveProperty('selected', true);
    const region = await canvas.findByRole('region', { name: 'Barang larangan/pembatasan (lartas): Kosmetik' });
    await expect(region.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('BPOM');
    await expect(region).toHaveTextContent('tanggung jawab Anda');
    await userEvent.selectOptions(canvas.getByLabelText('Jenis produk'), '6');
    await expect(await canvas.findByRole('region', { name: /Alat dan perangkat telekomunikasi/ })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Jenis produk'), 'Tas dan koper');
    await expect(canvas.queryByTestId('lartas-notice')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tambah ke keranjang' })).toBeEnabled();
  },
};

export const RestrictedTypeEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Casing ponsel silikon' });
    await userEvent.selectOptions(canvas.getByLabelText('Product type'), '5');
    const region = await canvas.findByRole('region', { name: 'Restricted goods (lartas): Cosmetics' });
    await expect(region).toHaveTextContent('Customs may hold, return to the country of origin (re-export) or destroy');
  },
};
