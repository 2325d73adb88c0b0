import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
