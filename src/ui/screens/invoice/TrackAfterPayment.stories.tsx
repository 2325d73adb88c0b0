import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TrackPage from './TrackPage';
import { atWarehouse } from './fulfilment/story-world';
import { FIRST_STORY_INVOICE, FIRST_STORY_ORDER, signOut, withLocation, withWorld } from './story-helpers';

const meta = {
  title: 'Pages/TrackAfterPayment',
  component: TrackPage,
  parameters: { route: `/track?nomor=${FIRST_STORY_INVOICE}`, world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every line with its photos, weights, decision and the settlement (derived from the lines). */
export const Owner: Story = {
  decorators: [withWorld(async (c) => { await atWarehouse(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('order-fulfilment', {}, { timeout: 5000 });
    await expect(canvas.getAllByTestId('fulfilment-line')).toHaveLength(2);
    await expect(canvas.getAllByTestId('qc-thumb').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('decision-prompt')).toBeVisible();
    await expect(canvas.getByTestId('settlement-credit')).toHaveTextContent('Rp 18.000');
    await expect(canvas.getByTestId('additional-invoice-link')).toHaveAttribute('href', expect.stringMatching(/^\/track\?nomor=INV-/));
    await expect(canvas.queryByTestId('tracked-lines')).toBeNull();
  },
};

/** Anyone else: each line's state and dates, no names, photos, weights or amounts. */
export const Anonymous: Story = {
  parameters: { route: `/track?nomor=${FIRST_STORY_ORDER}` },
  decorators: [withWorld(async (c) => {
    await atWarehouse(c);
    signOut(c);
  })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = await canvas.findAllByTestId('tracked-line', {}, { timeout: 5000 });
    await expect(lines).toHaveLength(2);
    await expect(within(lines[0] as HTMLElement).getByTestId('line-state')).toHaveAttribute('data-state', 'at_warehouse');
    await expect(within(lines[1] as HTMLElement).getByTestId('line-state')).toHaveTextContent('Menunggu Keputusan Anda');
    await expect(within(lines[0] as HTMLElement).getAllByTestId('line-timeline-entry')).toHaveLength(3);
    await expect(canvas.queryByTestId('order-fulfilment')).toBeNull();
    await expect(canvas.queryByTestId('qc-thumb')).toBeNull();
    await expect(canvas.queryByText(/Tas ransel/)).toBeNull();
    await expect(canvas.queryByTestId('order-settlement')).toBeNull();
  },
};
