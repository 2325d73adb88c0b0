import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Shell/SearchBox',
  component: SearchBox,
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visit: the field waits for the customer (no focus taken). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Cari produk atau tempel link' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(field).not.toHaveFocus();
  },
};

/**
 * Spec 9 'search focus delay 300 ms': a customer sent here to order gets the field focused (after
 * 300 ms: src/application/search/search-focus.test.ts counts them with fake timers).
 */
export const FocusOnArrival: Story = {
  args: { focusOnArrival: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Cari produk atau tempel link' });
    await waitFor(() => expect(field).toHaveFocus(), { timeout: 2_000 });
  },
};
