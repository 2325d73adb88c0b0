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

/** The operators' pop-up: title, picture with its size, text; the default action reads 'Lanjut belanja' and closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Pelanggan baru hemat Rp 50.000' });
    await expect(dialog).toHaveFocus();
    const picture = dialog.querySelector('img');
    await expect(picture).toHaveAttribute('width', '300');
    await expect(picture).toHaveAttribute('height', '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut belanja' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const DefaultEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toBeVisible();
  },
};

/** An operator's own label; markup typed by an operator shows as text; Escape closes it. */
export const CustomActionAndEscape: Story = {
  parameters: {
    world: {
      announcement: 'story-custom',
      announcementContent: { title: 'Promo Ramadan', body: '<b>Gratis</b> ongkir ke gudang sampai akhir bulan.', picture: null, link: 'https://titip.id/ramadan', actionLabel: 'Lihat promo' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Promo Ramadan' });
    await expect(within(dialog).getByText('<b>Gratis</b> ongkir ke gudang sampai akhir bulan.')).toBeVisible();
    await expect(dialog.querySelector('b')).toBeNull();
    const action = within(dialog).getByRole('link', { name: 'Lihat promo (membuka tab baru)' });
    await expect(action).toHaveAttribute('href', 'https://titip.id/ramadan');
    await expect(action).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Already seen on this device: nothing shows. */
export const AlreadySeen: Story = {
  parameters: { world: { announcement: 'seen', flags: { 'announcement:seen': '1' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
