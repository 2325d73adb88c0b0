import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ManualOrderPage from './ManualOrderPage';

// A 40 × 30 PNG (two colour halves), made for these stories.
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAMElEQVR42u3NMQ0AMAgAMJSgCTmTOFl4gIejSf/GrzeWCyEWi8VisVgsFovF4rtxA6kJxNxb1dFIAAAAAElFTkSuQmCC';

function smallPng(): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], 'mug.png', { type: 'image/png' });
}

const meta = {
  title: 'Pages/ManualOrder/Upload',
  component: ManualOrderPage,
  parameters: { route: '/manual-order-form' },
} satisfies Meta<typeof ManualOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The upload box beside the image link, nothing chosen. */
export const UploadIdle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Atau unggah gambar (PNG, JPEG, GIF, WebP; maks. 2 MB)')).toHaveAttribute('type', 'file');
  },
};

/** A file over 2 MB: refused at once, what was typed stays. */
export const UploadTooBig: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Nama produk'), 'Mug');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Atau unggah gambar (PNG, JPEG, GIF, WebP; maks. 2 MB)'), big);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Gambar terlalu besar. Maksimal 2 MB.');
    await expect(canvas.getByLabelText('Nama produk')).toHaveValue('Mug');
  },
};

/** The crop step (its lazy chunk): the box moves and resizes with the keyboard, and says where it is. */
export const Cropping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Atau unggah gambar (PNG, JPEG, GIF, WebP; maks. 2 MB)'), smallPng());
    const box = await canvas.findByRole('group', { name: 'Area potongan' });
    await expect(box).toHaveAttribute('data-crop', '5,0,30,30');
    box.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(box).toHaveAttribute('data-crop', '6,0,30,30');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    await expect(box).toHaveAttribute('data-crop', '6,0,28,28');
    await expect(canvas.getByText('Potongan 28 × 28 piksel, 6 dari kiri, 0 dari atas')).toBeVisible();
  },
};

/** Cropped and uploaded (the memory adapter answers a path): it becomes the item's picture. */
export const CroppedEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText('Or upload a picture (PNG, JPEG, GIF, WebP; at most 2 MB)'), smallPng());
    await canvas.findByRole('group', { name: 'Crop area' });
    await userEvent.click(canvas.getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => expect(canvas.getByLabelText('Image link')).toHaveValue('/api/media/uploads/00000000000000000000000000000001.png'));
    await expect(canvas.queryByRole('group', { name: 'Crop area' })).toBeNull();
    await expect(canvas.getByText('The uploaded picture is used as the product picture.')).toBeVisible();
  },
};
