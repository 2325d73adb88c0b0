import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLocation, withWorld } from '../invoice/story-helpers';
import { withTickets } from './story-world';
import TicketsPage from './TicketsPage';

const meta = {
  title: 'Pages/Tickets',
  component: TicketsPage,
  parameters: { route: '/tickets', world: { user: true, cartItems: 2 } },
  decorators: [withLocation],
} satisfies Meta<typeof TicketsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTickets: Story = {
  decorators: [withWorld(async (c) => { await withTickets(c); })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('ticket-row', {}, { timeout: 5000 });
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Barang rusak');
    await expect(rows[0]).toHaveTextContent('Diminta Rp 50.000');
    await expect(within(rows[0] as HTMLElement).getByTestId('ticket-status')).toHaveTextContent('Terbuka');
    await expect(within(rows[0] as HTMLElement).getByRole('link', { name: /Tiket #/ })).toHaveAttribute('href', expect.stringMatching(/^\/ticket-detail\//));
    await expect(canvas.getByTestId('ticket-create-link')).toHaveAttribute('href', '/tickets-create');
  },
};

export const WithTicketsEN: Story = {
  ...WithTickets,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByTestId('ticket-row', {}, { timeout: 5000 });
    await expect(rows[0]).toHaveTextContent('Damaged item');
    await expect(rows[0]).toHaveTextContent('Open');
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('tickets-empty', {}, { timeout: 5000 })).toHaveTextContent('Belum ada tiket.');
  },
};
