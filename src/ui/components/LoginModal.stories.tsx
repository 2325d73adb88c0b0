import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginModal } from './LoginModal';

const meta = {
  title: 'Shell/Login modal',
  component: LoginModal,
  parameters: { world: { loginRequired: true } },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByLabelText('Kata sandi')).toHaveAttribute('type', 'password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(within(dialog).getByLabelText('Kata sandi')).toHaveAttribute('type', 'text');
  },
};

export const OpenEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

/** Submitting empty fields shows the required errors. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk' }));
    await expect((await within(dialog).findAllByText('Wajib diisi')).length).toBeGreaterThan(0);
  },
};

/** The modal links to /register and /reset-password and closes when the link is followed. */
export const LinksCloseTheModal: Story = {
  parameters: { route: '/cart' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'Lupa kata sandi?' })).toHaveAttribute('href', '/reset-password');
    const register = within(dialog).getByRole('link', { name: 'Daftar' });
    await expect(register).toHaveAttribute('href', '/register?redirect=%2Fcart');
    await userEvent.click(register);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const LinksCloseTheModalEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};
