import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ImageSearchDialog from './ImageSearchDialog';

async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 80;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#ff6a00';
    ctx.fillRect(0, 0, 120, 80);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], 'tas.png', { type: 'image/png' });
}

const meta = {
  title: 'Search/Image search dialog',
  component: ImageSearchDialog,
  args: { flag: '1688', onClose: () => undefined },
} satisfies Meta<typeof ImageSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('dialog', { name: 'Cari dengan gambar' })).toBeVisible();
    await expect(canvas.getByText('Format PNG, GIF atau JPEG, maksimal 2 MB.')).toBeVisible();
  },
};

export const PickEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('dialog', { name: 'Search by image' })).toBeVisible();
  },
};

export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByTestId('image-search-file');
    await userEvent.upload(input, new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await expect(await canvas.findByText('Format gambar tidak didukung. Gunakan PNG, GIF atau JPEG.')).toBeVisible();
  },
};

export const Crop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByTestId('image-search-file'), await pngFile());
    await expect(await canvas.findByRole('img', { name: 'Gambar yang akan dicari' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Lewati potong' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cari produk' })).toBeEnabled();
  },
};
