import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegisterAgentPage from './RegisterAgentPage';

const meta = {
  title: 'Pages/Membership/RegisterAgent',
  component: RegisterAgentPage,
  parameters: { route: '/register-agent' },
} satisfies Meta<typeof RegisterAgentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor (from the footer) reads what an agent does and is asked to sign in, coming back here after. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('agent-sign-in', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Masuk untuk Mendaftar' })).toHaveAttribute('href', '/login?redirect=%2Fregister-agent');
  },
};

/** Signed in: the agent form; the NIK must have 16 digits. */
export const Apply: Story = {
  parameters: { world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Kirim Pendaftaran' }, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText('Nama lengkap sesuai KTP'), 'Budi Santoso');
    await userEvent.type(canvas.getByLabelText('NIK (16 digit)'), '3173');
    await userEvent.type(canvas.getByLabelText('Kota'), 'Jakarta');
    await userEvent.type(canvas.getByLabelText('Alamat lengkap'), 'Jl. Tebet Raya 12, Tebet');
    await userEvent.type(canvas.getByLabelText('Nomor WhatsApp'), '081234567890');
    await userEvent.type(canvas.getByLabelText('Wilayah layanan'), 'Jakarta Selatan');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByText('Format tidak valid.')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('NIK (16 digit)'), '010101900001');
    await userEvent.click(submit);
    await expect(await canvas.findByTestId('application-thanks')).toBeVisible();
  },
};

export const VisitorEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Sign in to apply' }, { timeout: 5000 })).toBeVisible();
  },
};
