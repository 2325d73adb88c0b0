import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpsConsole, STORY_ADMIN, STORY_OPERATOR, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Applications',
  component: OpsConsole,
  parameters: { route: '/ops/applications', staff: STORY_ADMIN },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The admin approves the reseller application with a note; it leaves the pending list and shows under 'Disetujui'. */
export const ApproveAsAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('ops-application')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Pendaftaran' })).toHaveAttribute('href', '/ops/applications');
    const [first] = canvas.getAllByTestId('ops-application');
    if (!first) throw new Error('no application');
    await expect(first).toHaveTextContent('Toko Sari Jaya');
    await userEvent.type(within(first).getByLabelText('Catatan untuk pelanggan'), 'Selamat bergabung');
    await userEvent.click(within(first).getByRole('button', { name: 'Setujui' }));
    await waitFor(() => expect(canvas.getAllByTestId('ops-application')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('link', { name: 'Disetujui' }));
    await waitFor(() => expect(canvas.getByTestId('ops-application')).toHaveTextContent('Selamat bergabung'));
    await userEvent.type(canvas.getByLabelText('E-mail pelanggan'), 'sari@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Jadikan mitra' }));
    await expect(await canvas.findByTestId('ops-partner-done')).toHaveTextContent('sari@example.com kini mitra afiliasi');
  },
};

/** An operator is told the page is for admins (the server answers 403). */
export const OperatorRefused: Story = {
  parameters: { staff: STORY_OPERATOR },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ops-applications-forbidden', {}, { timeout: 5000 })).toHaveTextContent('Halaman ini hanya untuk admin.');
    await expect(canvas.queryByRole('link', { name: 'Pendaftaran' })).toBeNull();
  },
};

export const EmptyEN: Story = {
  parameters: { route: '/ops/applications?status=rejected' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('ops-applications-empty', {}, { timeout: 5000 })).toHaveTextContent('No applications.');
  },
};
