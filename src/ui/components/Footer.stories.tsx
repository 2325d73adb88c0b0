import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Visitor in the Jakarta time zone: the 'Transaksi' column. */
export const InJakarta: Story = {
  parameters: { world: { timeZone: 'Asia/Jakarta' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('footer-transactions')).toHaveTextContent('Transaksi');
    await expect(canvas.queryByTestId('footer-partnership')).toBeNull();
  },
};

/** Outside the Jakarta time zone: 'Kerjasama' and the partner link instead of 'Transaksi'. */
export const OutsideJakarta: Story = {
  parameters: { world: { timeZone: 'Asia/Makassar' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('footer-partnership')).toHaveTextContent('Kerjasama');
    await expect(canvas.queryByTestId('footer-transactions')).toBeNull();
  },
};

export const InJakartaEN: Story = {
  parameters: InJakarta.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('footer-transactions')).toBeVisible();
  },
};

export const OutsideJakartaEN: Story = {
  parameters: OutsideJakarta.parameters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('footer-partnership')).toBeVisible();
  },
};
