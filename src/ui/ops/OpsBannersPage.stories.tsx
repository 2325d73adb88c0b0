import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OpsConsole, STORY_OPERATOR, STORY_WAREHOUSE, withStaff } from './ops-story-helpers';

const meta = {
  title: 'Ops/Banners',
  component: OpsConsole,
  parameters: { route: '/ops/banners', staff: STORY_OPERATOR },
  decorators: [withStaff],
} satisfies Meta<typeof OpsConsole>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An operator adds a banner: the form first shows what is missing under the fields, then saves. */
export const AddBanner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('ops-banner')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByRole('link', { name: 'Banner' })).toHaveAttribute('href', '/ops/banners');
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah banner' }));
    const form = await canvas.findByTestId('ops-banner-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await expect(within(form).getByLabelText('Judul (ID)')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByLabelText('Alamat gambar')).toHaveAccessibleDescription(expect.stringContaining('Wajib diisi.'));
    await userEvent.type(within(form).getByLabelText('Judul (ID)'), 'Gratis ongkir gudang');
    await userEvent.type(within(form).getByLabelText('Judul (EN)'), 'Free warehouse shipping');
    await userEvent.type(within(form).getByLabelText('Alamat gambar'), 'javascript:alert(1)');
    await userEvent.type(within(form).getByLabelText('Lebar gambar (px)'), '400');
    await userEvent.type(within(form).getByLabelText('Tinggi gambar (px)'), '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await expect(within(form).getByLabelText('Alamat gambar')).toHaveAccessibleDescription(expect.stringContaining('Alamat di situs ini (/...) atau https://.'));
    await userEvent.clear(within(form).getByLabelText('Alamat gambar'));
    await userEvent.type(within(form).getByLabelText('Alamat gambar'), '/api/media/demo/tea-1.svg');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Banner ditambahkan.')).toBeVisible();
    await waitFor(() => expect(within(canvas.getByTestId('ops-banners-header')).getAllByTestId('ops-banner')).toHaveLength(2));
  },
};

/** Turning the pop-up off: the row says Nonaktif. */
export const EditPopUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popUps = await canvas.findByTestId('ops-banners-pop_up', {}, { timeout: 5000 });
    await userEvent.click(await within(popUps).findByRole('button', { name: /^Ubah/ }));
    const form = await canvas.findByTestId('ops-banner-form');
    await userEvent.click(within(form).getByLabelText('Aktif (tampil di toko)'));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByText('Perubahan disimpan.')).toBeVisible();
    await expect(within(popUps).getByTestId('ops-banner')).toHaveTextContent('Nonaktif');
  },
};

/** The warehouse role reads the banners but is offered no form. */
export const ReadOnlyWarehouseEN: Story = {
  parameters: { staff: STORY_WAREHOUSE },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('ops-banner')).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Home banners & pop-up');
    await expect(canvas.queryByRole('button', { name: 'Add a banner' })).toBeNull();
  },
};
