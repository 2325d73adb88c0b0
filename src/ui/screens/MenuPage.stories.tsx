import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MenuPage from './MenuPage';

const meta = {
  title: 'Pages/Menu',
  component: MenuPage,
  parameters: { route: '/menu', world: { user: true } },
} satisfies Meta<typeof MenuPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account menu as a page: the profile, the wallet, the menu entries, then the settings. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('menu-profile')).toHaveAttribute('href', '/settings');
    await expect(canvas.getByRole('link', { name: 'Riwayat Pesanan' })).toHaveAttribute('href', '/history');
    await expect(canvas.getByRole('link', { name: 'Lihat Detail' })).toHaveAttribute('href', '/wallet');
    await expect(canvas.getByRole('link', { name: 'Ubah kata sandi' })).toHaveAttribute('href', '/edit-password');
    await expect(canvas.getByRole('link', { name: 'Keluar' })).toHaveAttribute('href', '/logout');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Account Menu' })).toBeVisible();
  },
};
