import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AnnouncementModal } from './AnnouncementModal';

const meta = {
  title: 'Shell/Announcement modal',
  component: AnnouncementModal,
  parameters: { world: { announcement: 'story-announcement' } },
} satisfies Meta<typeof AnnouncementModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default action button reads 'Lanjut belanja'; it closes the modal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut belanja' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const DefaultEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog')).toBeVisible();
  },
};

export const CustomAction: Story = {
  args: { title: 'Promo Ramadan', body: 'Gratis ongkir ke gudang sampai akhir bulan.', actionLabel: 'Lihat promo' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Promo Ramadan' });
    await expect(within(dialog).getByRole('button', { name: 'Lihat promo' })).toBeVisible();
  },
};

/** Already seen: nothing shows. */
export const AlreadySeen: Story = {
  parameters: { world: { announcement: 'seen', flags: { 'announcement:seen': '1' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
