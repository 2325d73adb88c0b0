import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpsConsole, STORY_ORDER, STORY_STAFF_PASSWORD, STORY_WAREHOUSE } from './ops-story-helpers';

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
