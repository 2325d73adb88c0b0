import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ChatPage from './ChatPage';

const meta = {
  title: 'Pages/Chat',
  component: ChatPage,
  parameters: { route: '/chat' },
} satisfies Meta<typeof ChatPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The query prefills the name (`auth`) and the topic (`topic-id`). */
export const FromQuery: Story = {
  parameters: { route: '/chat?auth=Budi%20Santoso&topic-id=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nama (opsional)')).toHaveValue('Budi Santoso');
    await waitFor(() => expect(canvas.getByTestId('chat-topic')).toHaveValue('2'));
    await expect(within(canvas.getByTestId('chat-topic')).getByRole('option', { name: 'Pembayaran' })).toBeInTheDocument();
  },
};

/** A signed-in customer's name is the default; an unknown topic id is dropped. */
export const SignedIn: Story = {
  parameters: { route: '/chat?topic-id=999', world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect((canvas.getByLabelText('Nama (opsional)') as HTMLInputElement).value).not.toBe(''));
    await waitFor(() => expect(canvas.getAllByRole('option').length).toBeGreaterThan(1));
    await expect(canvas.getByTestId('chat-topic')).toHaveValue('');
  },
};

/** Sending without a message shows the field's error and opens nothing; the typed name stays. */
export const MessageRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nama (opsional)'), 'Sari');
    await userEvent.click(canvas.getByTestId('chat-send'));
    await expect(await canvas.findByTestId('chat-message-error')).toHaveTextContent('Pesan wajib diisi.');
    await expect(canvas.getByTestId('chat-message')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Nama (opsional)')).toHaveValue('Sari');
    await userEvent.type(canvas.getByTestId('chat-message'), 'Halo');
    await expect(canvas.queryByTestId('chat-message-error')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Chat with Customer Service' })).toBeVisible();
    await expect(canvas.getByTestId('chat-send')).toHaveTextContent('Send via WhatsApp');
  },
};
