import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import SettingsPage from './SettingsPage';

const meta = {
  title: 'Pages/Settings',
  component: SettingsPage,
  parameters: { route: '/settings', world: { user: true } },
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded, an empty first name and a future birthday are refused with the spec's heading; a valid form saves. */
export const InvalidThenSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText('Nama depan', {}, { timeout: 5000 });
    await expect(first).toHaveValue('Budi');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.clear(first);
    await userEvent.type(canvas.getByLabelText('Tanggal lahir'), '2999-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan profil' }));
    await expect(await canvas.findByTestId('profile-invalid')).toHaveTextContent('Mohon perbaiki kesalahan berikut:');
    await expect(canvas.getByText('Nama depan tidak boleh kosong.')).toBeVisible();
    await expect(canvas.getByText('Tanggal lahir harus tanggal yang sudah lewat (sejak 1900).')).toBeVisible();
    await userEvent.type(first, 'Dewi');
    await userEvent.clear(canvas.getByLabelText('Tanggal lahir'));
    await userEvent.type(canvas.getByLabelText('Tanggal lahir'), '1990-05-17');
    await userEvent.selectOptions(canvas.getByLabelText('Jenis kelamin'), 'female');
    await userEvent.click(canvas.getByLabelText('Kirim notifikasi lewat SMS'));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan profil' }));
    await expect(await canvas.findByTestId('profile-saved')).toHaveTextContent('Profil berhasil diperbarui');
    await expect(canvas.queryByTestId('profile-invalid')).toBeNull();
  },
};

/** A file that is not a png, jpeg or gif is refused before anything is sent. */
export const AvatarNotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Pilih gambar', {}, { timeout: 5000 });
    await userEvent.upload(input, new File(['hello'], 'catatan.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(await canvas.findByTestId('avatar-problem')).toHaveTextContent('Gambar harus berformat PNG, JPEG atau GIF.');
    await expect(canvas.queryByTestId('avatar-crop')).toBeNull();
  },
};

/** A PNG is cropped on the canvas and saved: 'Avatar successfully updated' (English). */
export const AvatarCroppedEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Choose a picture', {}, { timeout: 5000 });
    const png = await new Promise<Blob>((resolve) => {
      const c = document.createElement('canvas');
      c.width = 40;
      c.height = 20;
      const g = c.getContext('2d');
      if (g) { g.fillStyle = '#e4572e'; g.fillRect(0, 0, 40, 20); }
      c.toBlob((b) => resolve(b ?? new Blob()), 'image/png');
    });
    await userEvent.upload(input, new File([png], 'me.png', { type: 'image/png' }));
    await expect(await canvas.findByTestId('avatar-crop')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save picture' }));
    await expect(await canvas.findByTestId('avatar-ok')).toHaveTextContent('Avatar successfully updated');
    await waitFor(() => expect(canvas.getByTestId('avatar-current')).toHaveAttribute('src', expect.stringContaining('avatar.png')));
  },
};

/** Connected accounts: Google connected, Facebook not; 'Hubungkan' connects Facebook to this account (no disconnect offered). */
export const ConnectedAccounts: Story = {
  parameters: {
    world: {
      user: { googleConnected: true },
      social: { google: { token: 'story-google-id-token' }, facebook: { token: 'story-facebook-token', identity: { id: 'fb-budi', email: null, givenName: 'Budi', familyName: 'Santoso' } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Akun terhubung' }, { timeout: 5000 });
    const google = within(section).getByTestId('connected-google');
    const facebook = within(section).getByTestId('connected-facebook');
    await expect(google).toHaveTextContent('Google');
    await expect(within(google).getByTestId('connected-google-state')).toHaveTextContent('Terhubung');
    await expect(within(google).queryByRole('button')).toBeNull();
    await expect(within(facebook).getByTestId('connected-facebook-state')).toHaveTextContent('Belum terhubung');
    const connect = within(facebook).getByRole('button', { name: 'Hubungkan Facebook' });
    await expect(connect).toHaveTextContent('Hubungkan');
    await userEvent.click(connect);
    await expect(await within(section).findByText('Akun Facebook berhasil dihubungkan.')).toBeVisible();
    await expect(within(facebook).getByTestId('connected-facebook-state')).toHaveTextContent('Terhubung');
    await expect(within(facebook).queryByRole('button')).toBeNull();
    await expect(within(section).queryByRole('alert')).toBeNull();
  },
};

/** English; the Facebook identity already belongs to another account: the server's message is shown. */
export const ConnectedAccountsTakenEN: Story = {
  globals: { locale: 'en' },
  parameters: { world: { user: true, social: { facebook: { token: 'story-facebook-token', identity: { id: 'fb-other', email: null, givenName: 'Ani', familyName: 'Lain' }, linkedElsewhere: true } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Connected accounts' }, { timeout: 5000 });
    await expect(within(section).queryByTestId('connected-google')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Connect Facebook' }));
    await expect(await within(section).findByRole('alert')).toHaveTextContent('This account is already registered: this Facebook account is connected to another Titip account');
    await expect(within(section).getByTestId('connected-facebook-state')).toHaveTextContent('Not connected');
  },
};
