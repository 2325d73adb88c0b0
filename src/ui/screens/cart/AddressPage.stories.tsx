import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AddressPage from './AddressPage';
import { withGuestAddresses } from './story-helpers';

const meta = {
  title: 'Pages/Address',
  component: AddressPage,
  parameters: { route: '/address' },
} satisfies Meta<typeof AddressPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('address-empty')).toBeVisible();
  },
};

export const List: Story = {
  decorators: [withGuestAddresses(2)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('address-card')).toHaveLength(2));
    await expect(canvas.getAllByText('Alamat utama')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Jadikan alamat utama' }));
    await expect(canvas.getAllByTestId('address-card')[1]).toHaveTextContent('Alamat utama');
  },
};

export const ListEN: Story = {
  ...List,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByTestId('address-card')).toHaveLength(2));
    await expect(canvas.getByText('Main address')).toBeVisible();
  },
};

export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Tambah Alamat' }));
    await userEvent.type(canvas.getByLabelText('Nomor telepon'), '123');
    await userEvent.type(canvas.getByLabelText('Kode pos'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getAllByText('Wajib diisi').length).toBeGreaterThan(3);
    await expect(canvas.getByText('Kode pos harus 5 angka')).toBeVisible();
    await expect(canvas.getByLabelText('Nomor telepon')).toHaveValue('123');
  },
};
