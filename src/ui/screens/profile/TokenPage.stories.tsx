import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TokenPage from './TokenPage';

const meta = {
  title: 'Pages/Token',
  component: TokenPage,
  parameters: { route: '/token' },
} satisfies Meta<typeof TokenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the shortened access token, the warning, and a fresh session with another token. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const token = await canvas.findByTestId('access-token', {}, { timeout: 5000 });
    const before = token.textContent;
    await expect(before).toMatch(/^.{4}….{4}$/);
    await expect(canvas.getByText(/tertinggal di sesi lama/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mulai sesi baru' }));
    await expect(await canvas.findByTestId('token-done')).toHaveTextContent('Sesi baru dimulai.');
    await waitFor(() => expect(canvas.getByTestId('access-token').textContent).not.toBe(before));
  },
};

/** A signed-in customer sees their session, marked, and no fresh-session button (English). */
export const SignedInEN: Story = {
  parameters: { world: { user: true } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByTestId('session-row', {}, { timeout: 5000 });
    await expect(row).toHaveTextContent('This session');
    await expect(canvas.getByText('No other sessions.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start a new session' })).toBeNull();
  },
};
