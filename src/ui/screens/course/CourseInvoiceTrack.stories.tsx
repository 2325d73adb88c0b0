// The course order's invoice is a main invoice of type 'course', paid on /track like any invoice;
// once paid, /track offers 'Buka kursus saya' and the course order is confirmed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import TrackPage from '../invoice/TrackPage';
import { FIRST_STORY_INVOICE, withLocation, withWorld } from '../invoice/story-helpers';
import { paidOrder, pendingOrder } from './story-helpers';

const meta = {
  title: 'Pages/Course/InvoiceOnTrack',
  component: TrackPage,
  parameters: { route: `/track?nomor=${FIRST_STORY_INVOICE}`, world: { user: true } },
  decorators: [withLocation],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paid: the invoice of type 'Kursus' and 'Buka kursus saya' to /kursus/saya. */
export const Paid: Story = {
  decorators: [withWorld(paidOrder)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByTestId('track-open-courses', {}, { timeout: 5000 });
    await expect(link).toHaveTextContent('Buka kursus saya');
    await expect(link).toHaveAttribute('href', '/kursus/saya');
    await expect(canvas.getByTestId('track-result')).toHaveTextContent('Kursus');
  },
};

/** Not paid yet: no link. */
export const Pending: Story = {
  decorators: [withWorld(pendingOrder)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(canvas.queryByTestId('track-open-courses')).toBeNull();
  },
};
