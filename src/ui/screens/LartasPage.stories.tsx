import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LartasPage from './LartasPage';

const meta = {
  title: 'Pages/Lartas',
  component: LartasPage,
  parameters: { route: '/lartas' },
} satisfies Meta<typeof LartasPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list, searched by what the visitor types: matching rows only, then the empty text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Pangan olahan' })).toBeVisible();
    const rows = () => canvas.getAllByRole('row').length - 1;
    const all = rows();
    await expect(all).toBeGreaterThan(3);
    await userEvent.type(canvas.getByLabelText('Cari barang'), 'suplemen');
    await expect(rows()).toBe(1);
    await expect(canvas.getByRole('cell', { name: 'Obat, obat tradisional dan suplemen kesehatan' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Cari barang'));
    await userEvent.type(canvas.getByLabelText('Cari barang'), 'tidak-ada-barang-ini');
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('Tidak ada barang yang cocok.')).toBeVisible();
  },
};

/** In English the rows and the search are in English. */
export const SearchEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Processed food' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'processed');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};
