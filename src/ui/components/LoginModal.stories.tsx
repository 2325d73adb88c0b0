import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SESSION_VIEW_MODEL, type SessionViewModel } from '../../application/session/session-view-model';
import { LoginModal } from './LoginModal';

const containerOf = (loaded: unknown): Container => {
  const container = (loaded as { container?: Container }).container;
  if (!container) throw new Error('no story container');
  return container;
};

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

/** Neither Google nor Facebook configured (the default offline start): no social buttons, no 'or' divider. */
export const NoSocialProviders: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByLabelText('Nomor telepon atau e-mail')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /Google/ })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: /Facebook/ })).toBeNull();
    await expect(within(dialog).queryByText('atau')).toBeNull();
  },
};

/** Both configured: the two buttons; Google's token signs the customer in as a password login does (the modal closes). */
export const GoogleSignIn: Story = {
  parameters: {
    world: {
      loginRequired: true,
      social: {
        google: { token: 'story-google-id-token', identity: { id: 'g-sub-1', email: 'sari@example.com', givenName: 'Sari', familyName: 'Wulandari' } },
        facebook: { token: 'story-facebook-token' },
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Masuk dengan Facebook' })).toBeEnabled();
    await expect(within(dialog).getByText('atau')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk dengan Google' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    const container = containerOf(loaded);
    const session = container.get<SessionViewModel>(SESSION_VIEW_MODEL);
    await expect(session.signedIn).toBe(true);
    await expect(session.firstName).toBe('Sari');
  },
};

/** The server refuses Facebook's token: its message is shown as an alert and the customer stays signed out. */
export const FacebookRefused: Story = {
  parameters: { world: { loginRequired: true, social: { google: { token: 'story-google-id-token' }, facebook: { token: 'expired-facebook-token' } } } },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Masuk dengan Facebook' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Login dengan Facebook gagal (token tidak valid)');
    await expect(within(dialog).getByRole('button', { name: 'Masuk dengan Facebook' })).toBeEnabled();
    await expect(containerOf(loaded).get<SessionViewModel>(SESSION_VIEW_MODEL).signedIn).toBe(false);
  },
};

/** The customer closes Facebook's pop-up: no error, the form is back. */
export const FacebookPopUpClosed: Story = {
  parameters: { world: { loginRequired: true, social: { facebook: { failure: 'cancelled' } } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: /Google/ })).toBeNull();
    const facebook = within(dialog).getByRole('button', { name: 'Masuk dengan Facebook' });
    await userEvent.click(facebook);
    await waitFor(() => expect(facebook).toBeEnabled());
    await expect(within(dialog).queryByRole('alert')).toBeNull();
    await expect(within(dialog).getByLabelText('Nomor telepon atau e-mail')).toBeVisible();
  },
};

/** English: the buttons' names, and the SDK that could not load says so in the screen's own words. */
export const SocialUnavailableEN: Story = {
  globals: { locale: 'en' },
  parameters: { world: { loginRequired: true, social: { google: { failure: 'unavailable' } } } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in with Google' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Logging in with Google is not available right now.');
  },
};
