import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import * as OTPAuth from 'otpauth';
import { STORY_NOW } from '../../../.storybook/story-container';
import { OpsConsole, STORY_ADMIN, STORY_ORDER, STORY_STAFF_PASSWORD, STORY_WAREHOUSE } from './ops-story-helpers';

/** The code of the secret shown on the enrolment screen, at the stories' clock (one step on per call). */
function codeOf(secret: string, steps = 0): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: STORY_NOW + steps * 30_000 });
}

const meta = {
  title: 'Ops/Login',
  component: OpsConsole,
  parameters: { route: `/ops/login?redirect=${encodeURIComponent(`/ops/orders/${STORY_ORDER}`)}` },
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fields required; a wrong password refused; then the staff lands on the page it came for. */
export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Masuk' }, { timeout: 5000 });
    await userEvent.click(submit);
    await expect(canvas.getAllByText('Wajib diisi.')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('E-mail staf'), STORY_WAREHOUSE);
    await userEvent.type(canvas.getByLabelText('Kata sandi'), 'salah');
    await userEvent.click(submit);
    await expect(await canvas.findByTestId('ops-login-error')).toHaveTextContent('E-mail atau kata sandi salah');
    await userEvent.clear(canvas.getByLabelText('Kata sandi'));
    await userEvent.type(canvas.getByLabelText('Kata sandi'), STORY_STAFF_PASSWORD);
    await userEvent.click(submit);
    await expect(await canvas.findByTestId('ops-order', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('ops-staff')).toHaveTextContent('Gita Gudang · Gudang'));
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/ops/orders/${STORY_ORDER}`);
  },
};

/** Without a staff session a console page goes to the login, keeping where it was going. */
export const GuardRedirects: Story = {
  parameters: { route: '/ops?queue=purchased' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ops-login', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByTestId('location')).toHaveTextContent(`/ops/login?redirect=${encodeURIComponent('/ops?queue=purchased')}`);
  },
};

export const LoginEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Operations console sign-in' }, { timeout: 5000 })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Staff e-mail'), STORY_WAREHOUSE);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Required.')).toBeVisible();
  },
};

/**
 * An admin without a second factor: the sign-in leads to the enrolment (QR code and key), a wrong
 * code is refused, the first right code shows the recovery codes once, then the console opens;
 * the next sign-in asks for a code, and a recovery code works in its place.
 */
export const AdminEnrols: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail staf', {}, { timeout: 5000 }), STORY_ADMIN);
    await userEvent.type(canvas.getByLabelText('Kata sandi'), STORY_STAFF_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(await canvas.findByRole('heading', { name: 'Aktifkan verifikasi dua langkah' })).toHaveFocus();
    await expect(canvas.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    const secret = canvas.getByTestId('ops-2fa-secret').dataset.secret ?? '';
    await expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const field = canvas.getByLabelText('Kode autentikator');
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(canvas.getByText('Wajib diisi.')).toBeVisible();
    await userEvent.type(field, '12345');
    await expect(canvas.getByText('Kode terdiri dari 6 angka.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, codeOf(secret, 5));
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(await canvas.findByTestId('ops-login-error')).toHaveTextContent('Kode salah');
    await userEvent.type(canvas.getByLabelText('Kode autentikator'), codeOf(secret));
    await userEvent.click(canvas.getByRole('button', { name: 'Verifikasi' }));
    await expect(await canvas.findByRole('heading', { name: 'Simpan kode pemulihan Anda' })).toHaveFocus();
    await expect(within(canvas.getByTestId('ops-2fa-recovery')).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Saya sudah menyimpannya, lanjutkan' }));
    await expect(await canvas.findByTestId('ops-order', {}, { timeout: 5000 })).toBeVisible();
  },
};
