import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpsConsole, STORY_OPERATOR, STORY_WAREHOUSE, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Ticket',
  component: OpsConsole,
  parameters: { route: '/ops/tickets', staff: STORY_OPERATOR },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The open tickets, one answered, then approved with a refund to the wallet (not above the refundable). */
export const AnswerAndApprove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('ops-ticket-row', {}, { timeout: 5000 });
    await userEvent.click(within(row).getByRole('link', { name: '#1' }));
    await expect(await canvas.findByTestId('ops-ticket-messages')).toHaveTextContent('Tutup botol retak');
    const answer = canvas.getByTestId('ops-ticket-answer');
    await userEvent.type(within(answer).getByLabelText('Pesan'), 'Kami cek foto QC dulu.');
    await userEvent.click(within(answer).getByRole('button', { name: 'Kirim jawaban' }));
    await expect(await canvas.findByTestId('ops-ticket-notice')).toHaveTextContent('Jawaban terkirim.');
    await waitFor(() => expect(canvas.getByTestId('ops-ticket-status')).toHaveTextContent('Dijawab'));
    const resolve = canvas.getByTestId('ops-ticket-resolve');
    await waitFor(() => expect(within(resolve).getByText(/Dapat dikembalikan untuk order ini: Rp/)).toBeVisible());
    await userEvent.type(within(resolve).getByLabelText('Jumlah dikembalikan (Rp)'), '999.999.999');
    await userEvent.click(within(resolve).getByRole('button', { name: 'Simpan keputusan' }));
    await expect(within(resolve).getByText('Melebihi jumlah yang dapat dikembalikan.')).toBeVisible();
    await userEvent.clear(within(resolve).getByLabelText('Jumlah dikembalikan (Rp)'));
    await userEvent.type(within(resolve).getByLabelText('Jumlah dikembalikan (Rp)'), '50.000');
    await userEvent.click(within(resolve).getByRole('button', { name: 'Simpan keputusan' }));
    await waitFor(() => expect(canvas.getByTestId('ops-ticket-status')).toHaveTextContent('Disetujui'));
    await expect(canvas.getByTestId('ops-ticket-refunded')).toHaveTextContent('Dikembalikan: Rp 50.000');
    await expect(canvas.queryByTestId('ops-ticket-resolve')).toBeNull();
  },
};

/** The warehouse reads tickets but cannot answer them. */
export const ReadOnlyRole: Story = {
  parameters: { route: '/ops/tickets/1', staff: STORY_WAREHOUSE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Peran Anda hanya dapat membaca tiket.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByTestId('ops-ticket-answer')).toBeNull();
  },
};
