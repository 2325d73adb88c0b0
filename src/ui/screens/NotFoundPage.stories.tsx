import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/404 Not found',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ID: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '404 Not Found - Maaf, Halaman yang anda tuju tidak ditemukan' })).toBeVisible();
  },
};

export const EN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
