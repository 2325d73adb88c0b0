import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UpgradePremiumPage from './UpgradePremiumPage';
import { signOut, withLocation, withWorld } from '../invoice/story-helpers';
import { PREMIUM_UNTIL } from './story-helpers';

const meta = {
  title: 'Pages/Membership/UpgradePremium',
  component: UpgradePremiumPage,
  parameters: { route: '/upgrade-premium', world: { user: true } },
  decorators: [withLocation],
} satisfies Meta<typeof UpgradePremiumPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The price, the benefits with the rules' percents; upgrading opens the premium invoice on /track. */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('premium-price')).toHaveTextContent('Rp 99.000'), { timeout: 5000 });
    await expect(canvas.getByTestId('premium-fee')).toHaveTextContent('Biaya transaksi 1.5% dari subtotal barang (biasanya 3%)');
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade Sekarang' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/track?nomor=INV-20240301-000001'));
  },
};

/** Already premium: until when, and the button extends. */
export const AlreadyPremium: Story = {
  parameters: { world: { user: true, premiumUntil: PREMIUM_UNTIL } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('premium-active', {}, { timeout: 5000 })).toHaveTextContent('Anda Premium hingga 31 Maret 2024');
    await expect(canvas.getByRole('button', { name: 'Perpanjang Premium' })).toBeEnabled();
  },
};

export const OfferEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Upgrade to Premium' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Upgrade now' })).toBeVisible());
  },
};

/** The offer cannot be loaded (the session ended): the retry alert. */
export const LoadFailed: Story = {
  decorators: [withWorld(async (c) => signOut(c))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('premium-load-failed', {}, { timeout: 5000 })).toHaveTextContent('Data gagal dimuat.');
  },
};
