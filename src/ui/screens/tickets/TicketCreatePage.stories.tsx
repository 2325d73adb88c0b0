import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderPaid } from '../invoice/fulfilment/story-world';
import { FIRST_STORY_ORDER, withRoute, withWorld } from '../invoice/story-helpers';
import TicketCreatePage from './TicketCreatePage';

const meta = {
  title: 'Pages/TicketCreate',
  component: TicketCreatePage,
  parameters: { route: '/tickets-create', world: { user: true, cartItems: 2 } },
  decorators: [withRoute('/tickets-create'), withWorld(async (c) => { await orderPaid(c); })],
} satisfies Meta<typeof TicketCreatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sending empty shows each field's error; a bad amount is refused; filled in, the ticket opens. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByLabelText('Pesanan', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByTestId('ticket-submit'));
    await expect(await canvas.findByTestId('ticket-error-orderCode')).toHaveTextContent('Pilih pesanan.');
    await expect(canvas.getByTestId('ticket-error-reason')).toHaveTextContent('Pilih alasan.');
    await expect(canvas.getByTestId('ticket-error-message')).toHaveTextContent('Tulis pesan Anda.');
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getAllByRole('option').some((o) => o.textContent?.includes(FIRST_STORY_ORDER))).toBe(true));
    await userEvent.selectOptions(order, FIRST_STORY_ORDER);
    const line = await canvas.findByLabelText('Barang (opsional)');
    await userEvent.selectOptions(line, within(line).getAllByRole('option')[1] as HTMLOptionElement);
    await userEvent.selectOptions(canvas.getByLabelText('Alasan'), 'damaged');
    await userEvent.type(canvas.getByLabelText('Pesan'), 'Tas robek di jahitan');
    await userEvent.type(canvas.getByLabelText('Jumlah yang diminta (opsional)'), '12,5');
    await userEvent.tab();
    await expect(await canvas.findByTestId('ticket-error-amount')).toHaveTextContent('Jumlah harus angka rupiah tanpa desimal.');
    await userEvent.clear(canvas.getByLabelText('Jumlah yang diminta (opsional)'));
    await userEvent.type(canvas.getByLabelText('Jumlah yang diminta (opsional)'), '50.000');
    await userEvent.click(canvas.getByTestId('ticket-submit'));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent(/^\/ticket-detail\/\d+$/));
  },
};

export const ValidationEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Order', {}, { timeout: 5000 });
    await userEvent.click(canvas.getByTestId('ticket-submit'));
    await expect(await canvas.findByTestId('ticket-error-orderCode')).toHaveTextContent('Choose an order.');
    await expect(canvas.getByTestId('ticket-error-message')).toHaveTextContent('Write your message.');
  },
};

/** From the order detail (?order=&line=): the order and line chosen; a refusal keeps the text. */
export const FromTheOrder: Story = {
  parameters: { route: `/tickets-create?order=${FIRST_STORY_ORDER}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByLabelText('Pesanan', {}, { timeout: 5000 });
    await waitFor(() => expect(order).toHaveValue(FIRST_STORY_ORDER));
    await expect(await canvas.findByLabelText('Barang (opsional)')).toHaveValue('');
  },
};
