import type { Meta, StoryObj } from '@storybook/react-vite';
import * as OTPAuth from 'otpauth';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_NOW } from '../../../.storybook/story-container';
import { OpsConsole, STORY_ADMIN, STORY_OPERATOR, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Security',
  component: OpsConsole,
  parameters: { route: '/ops/security' },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeOf = (secret: string) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: STORY_NOW });

/** An operator turns two-step verification on: QR code and key, the first code, the recovery codes once. */
export const OperatorTurnsItOn: Story = {
  parameters: { staff: STORY_OPERATOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Verifikasi dua langkah belum aktif.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }));
    await expect(await canvas.findByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
    const secret = canvas.getByTestId('ops-2fa-secret').dataset.secret ?? '';
    await userEvent.type(canvas.getByLabelText('Kode autentikator'), codeOf(secret));
    await userEvent.click(canvas.getByRole('button', { name: 'Konfirmasi' }));
    await expect(await canvas.findByText('Verifikasi dua langkah sekarang aktif.')).toBeVisible();
    await expect(within(canvas.getByTestId('ops-2fa-recovery')).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  },
};

/** An admin's is on and stays on. */
export const AdminRequired: Story = {
  parameters: { staff: STORY_ADMIN },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Two-step verification is on.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Required for the admin role; it cannot be turned off.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};
