import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import CatalogPage from './CatalogPage';

const meta = {
  title: 'Pages/Catalog',
  component: CatalogPage,
  parameters: { route: '/catalog' },
} satisfies Meta<typeof CatalogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Katalog Produk' });
    await expect((await canvas.findAllByRole('link')).length).toBeGreaterThan(0);
  },
};

export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Katalog Produk' });
    await userEvent.type(canvas.getByRole('searchbox'), 'tidak ada barang seperti ini');
    await userEvent.click(canvas.getByRole('button', { name: 'Cari' }));
    await expect(await canvas.findByText('Tidak ada produk yang cocok.')).toBeVisible();
  },
};

export const FilledEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Product Catalog' })).toBeVisible();
  },
};

/** A category link (/catalog?category=...): the category's name heads its items (category/{slug}). */
export const CategoryLink: Story = {
  parameters: { route: '/catalog?category=sepatu' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Sepatu/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Sepatu/, pressed: true })).toBeVisible();
  },
};

/** A link to a category the shop does not have: the first category, with a notice. */
export const UnknownCategory: Story = {
  parameters: { route: '/catalog?category=tidak-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Kategori yang Anda cari tidak ditemukan; kategori lain ditampilkan.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2 })).toBeVisible();
  },
};
