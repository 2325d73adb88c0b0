import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FULFILMENT_SIMULATOR, type FulfilmentSimulator } from '../../../application/ports/fulfilment-api.port';
import { withRoute, withWorld } from '../invoice/story-helpers';
import TicketDetailPage from './TicketDetailPage';
import { NEWEST_STORY_TICKET, withTickets } from './story-world';

const meta = {
  title: 'Pages/TicketDetail',
  component: TicketDetailPage,
  parameters: { world: { user: true, cartItems: 2 } },
  decorators: [withRoute('/ticket-detail/:id')],
} satisfies Meta<typeof TicketDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest ticket (the damaged bag), answered by staff. */
const answered = withWorld(async (c) => {
  const [newest] = await withTickets(c);
  if (!newest) throw new Error('story: no ticket');
  c.get<FulfilmentSimulator>(FULFILMENT_SIMULATOR).answerTicket(newest, 'Mohon kirim foto kerusakannya.');
});

/** Answered: the conversation; an empty reply is refused; a reply is sent; withdrawing asks first. */
export const AnsweredReplyWithdraw: Story = {
  parameters: { route: `/ticket-detail/${NEWEST_STORY_TICKET}` },
  decorators: [answered],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const detail = await canvas.findByTestId('ticket-detail', {}, { timeout: 5000 });
    await expect(within(detail).getByTestId('ticket-status')).toHaveTextContent('Dijawab');
    await expect(within(detail).getAllByTestId('ticket-message').map((m) => m.getAttribute('data-author'))).toEqual(['customer', 'staff']);
    await userEvent.click(canvas.getByTestId('ticket-reply-send'));
    await expect(await canvas.findByText('Tulis balasan Anda.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Balasan Anda'), 'Foto terlampir di chat.');
    await userEvent.click(canvas.getByTestId('ticket-reply-send'));
    await waitFor(() => expect(within(detail).getAllByTestId('ticket-message')).toHaveLength(3));
    await expect(within(detail).getByTestId('ticket-status')).toHaveTextContent('Terbuka');
    await userEvent.click(canvas.getByTestId('ticket-withdraw'));
    const confirm = await canvas.findByTestId('ticket-withdraw-confirm');
    await userEvent.click(within(confirm).getByTestId('ticket-withdraw-yes'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/tickets'));
  },
};

export const Resolved: Story = {
  parameters: { route: `/ticket-detail/${NEWEST_STORY_TICKET}` },
  decorators: [withWorld(async (c) => {
    const [newest] = await withTickets(c);
    if (!newest) throw new Error('story: no ticket');
    c.get<FulfilmentSimulator>(FULFILMENT_SIMULATOR).resolveTicket(newest, 'approved', 50_000);
  })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ticket-refunded', {}, { timeout: 5000 })).toHaveTextContent('Dikembalikan Rp 50.000 ke saldo');
    await expect(canvas.getByTestId('ticket-closed')).toBeVisible();
    await expect(canvas.queryByTestId('ticket-reply')).toBeNull();
  },
};

export const NotFound: Story = {
  parameters: { route: '/ticket-detail/999' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('ticket-not-found', {}, { timeout: 5000 })).toHaveTextContent('Tiket tidak ditemukan.');
  },
};
