import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TrackPage from './TrackPage';
import { FIRST_STORY_INVOICE, FIRST_STORY_ORDER, orderPlaced, signOut, withLocation, withPlacedOrder, withWorld } from './story-helpers';

const meta = {
  title: 'Pages/Track',
  component: TrackPage,
  parameters: { route: '/track', world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const orderedThenSignedOut = withWorld(async (c) => {
  await orderPlaced(c);
  signOut(c);
});

/** The owner: recipients, phones, lines, the amounts and 'Menunggu Pembayaran' with the due date. */
export const Owner: Story = {
  parameters: { route: `/track?nomor=${FIRST_STORY_INVOICE}` },
  decorators: [withPlacedOrder],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('track-recipient')).toHaveTextContent('Rumah Budi');
    await expect(canvas.getByTestId('track-recipient')).toHaveTextContent('081234567890');
    // The owner's parts come in their own chunk (TrackOwnerParts.tsx).
    await expect(await canvas.findByTestId('track-amounts', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('payment-state')).toHaveTextContent('Menunggu Pembayaran');
    await expect(canvas.getByTestId('payment-state')).toHaveTextContent('Bayar sebelum 02 Maret 2024 10:00 WIB');
    await expect(canvas.queryByTestId('track-anonymous')).toBeNull();
  },
};

export const OwnerEN: Story = {
  ...Owner,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('payment-state')).toHaveTextContent('Waiting for payment');
    await expect(await canvas.findByText('Total to pay', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** Anyone else: statuses and dates only, no names, addresses, phones, lines or amounts. */
export const Anonymous: Story = {
  parameters: { route: `/track?nomor=${FIRST_STORY_ORDER}` },
  decorators: [orderedThenSignedOut],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(canvas.getAllByTestId('timeline').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Menunggu Pembayaran').length).toBeGreaterThan(0);
    await expect(canvas.queryByTestId('track-recipient')).toBeNull();
    await expect(canvas.queryByText('Rumah Budi')).toBeNull();
    await expect(canvas.queryByTestId('track-amounts')).toBeNull();
    await expect(canvas.getByTestId('track-anonymous')).toBeVisible();
  },
};

export const AnonymousEN: Story = {
  ...Anonymous,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(canvas.getByText(/Sign in as the owner/)).toBeVisible();
    await expect(canvas.queryByTestId('track-recipient')).toBeNull();
  },
};

/** The form: an empty number is refused; a number goes in ?nomor=; an unknown one is not found. */
export const Form: Story = {
  parameters: { world: {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lacak' }));
    await expect(await canvas.findByText('Masukkan nomor tagihan.')).toBeVisible();
    await userEvent.type(canvas.getByPlaceholderText('Nomor tagihan atau pesanan'), 'INV-TIDAK-ADA');
    await userEvent.click(canvas.getByRole('button', { name: 'Lacak' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/track?nomor=INV-TIDAK-ADA'));
    await expect(await canvas.findByTestId('track-not-found')).toHaveTextContent('INV-TIDAK-ADA');
  },
};
