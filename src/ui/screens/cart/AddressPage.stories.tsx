import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ADDRESS_API, type AddressApi } from '../../../application/ports/address-api.port';
import { ApiError } from '../../../application/ports/api-error';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../../../application/ports/guest-address-store.port';
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
    // No geocoder in this world: no map pin step.
    await expect(canvas.queryByTestId('address-pin')).toBeNull();
  },
};

const deviceStore = (loaded: unknown) => (loaded as { container: Container }).container.get<GuestAddressStore>(GUEST_ADDRESS_STORE);

/** Signed in with two addresses still on this device: offered for import, moved into the account. */
export const ImportFromDevice: Story = {
  parameters: { world: { user: true } },
  decorators: [withGuestAddresses(2)],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByTestId('address-import');
    await expect(within(offer).getByText('Impor alamat dari perangkat ini')).toBeVisible();
    await expect(offer).toHaveTextContent('2 alamat tersimpan di perangkat ini');
    await expect(canvas.getByTestId('address-empty')).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: 'Impor ke akun saya' }));
    await waitFor(() => expect(canvas.getAllByTestId('address-card')).toHaveLength(2));
    await expect(canvas.queryByTestId('address-import')).toBeNull();
    await expect(deviceStore(loaded).list()).toEqual([]);
  },
};

/** The server refuses the second: the first is in the account, the second stays on the device with the server message. */
export const ImportFailure: Story = {
  parameters: { world: { user: true } },
  decorators: [
    withGuestAddresses(2),
    (Story, context) => {
      const api = (context.loaded as { container: Container }).container.get<AddressApi>(ADDRESS_API);
      const create = api.create.bind(api);
      api.create = async (input) => {
        if (input.name === 'Kantor Budi') throw new ApiError('UNPROCESSABLE', { message: 'Kode pos tidak sesuai kecamatan', field: 'body.postal_code' });
        return create(input);
      };
      return <Story />;
    },
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Impor ke akun saya' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Kode pos tidak sesuai kecamatan');
    await waitFor(() => expect(canvas.getAllByTestId('address-card')).toHaveLength(1));
    await expect(canvas.getByTestId('address-import')).toHaveTextContent('Kantor Budi');
    await expect(deviceStore(loaded).list().map((a) => a.name)).toEqual(['Kantor Budi']);
  },
};

export const ImportFromDeviceEN: Story = {
  ...ImportFromDevice,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByTestId('address-import');
    await expect(offer).toHaveTextContent('2 addresses were saved on this device before you logged in.');
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByTestId('address-import')).toBeNull();
  },
};

/**
 * Issue 23: the form at the foot of the page is saved; the focus (and the view) moves to the saved
 * card, a polite live region confirms, and the card shows kelurahan/desa, kecamatan, city, province.
 */
export const SaveFocusesTheAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Tambah Alamat' }));
    await userEvent.type(canvas.getByLabelText('Nama penerima'), 'Budi');
    await userEvent.type(canvas.getByLabelText('Nomor telepon'), '081234567890');
    await userEvent.type(canvas.getByLabelText('Alamat lengkap'), 'Jl. Tebet Raya 5');
    await userEvent.selectOptions(canvas.getByLabelText('Provinsi'), 'DKI Jakarta');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Kota Jakarta Selatan' })).toBeTruthy());
    await userEvent.selectOptions(canvas.getByLabelText('Kota / Kabupaten'), 'Kota Jakarta Selatan');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Tebet' })).toBeTruthy());
    await expect(canvas.getByTestId('address-shipping')).toBeEmptyDOMElement();
    await userEvent.selectOptions(canvas.getByLabelText('Kecamatan'), 'Tebet');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'Tebet Timur' })).toBeTruthy());
    // The couriers' price for 1 kg there (the cheapest of the in-memory tariff), said politely.
    await expect(await canvas.findByText(/^Ongkir ke kecamatan ini mulai Rp\s?9\.000\/kg \(jne REG, 2-3 hari\)\.$/)).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByLabelText('Kelurahan / Desa')).toHaveAttribute('aria-invalid', 'true'); // asked for
    await userEvent.selectOptions(canvas.getByLabelText('Kelurahan / Desa'), 'Tebet Timur');
    await userEvent.type(canvas.getByLabelText('Kode pos'), '12820');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const card = await canvas.findByTestId('address-card');
    await waitFor(() => expect(card).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Alamat berhasil disimpan');
    const lines = within(card).getByTestId('address-lines');
    await expect(lines).toHaveTextContent('Jl. Tebet Raya 5');
    await expect(lines).toHaveTextContent('Kel./Desa Tebet Timur, Kec. Tebet');
    await expect(lines).toHaveTextContent('Kota Jakarta Selatan, DKI Jakarta 12820');
  },
};

/** A geocoder in the story's world (the demo places), as a server with GEOCODER_PROVIDER gives. */
const withGeocoder = { world: { geocoder: true } };

async function fillNewAddress(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: '+ Tambah Alamat' }));
  await userEvent.type(canvas.getByLabelText('Nama penerima'), 'Budi');
  await userEvent.type(canvas.getByLabelText('Nomor telepon'), '081234567890');
  await userEvent.type(canvas.getByLabelText('Alamat lengkap'), 'Jl. Tebet Raya 5');
  await userEvent.selectOptions(canvas.getByLabelText('Provinsi'), 'DKI Jakarta');
  await waitFor(() => expect(canvas.getByRole('option', { name: 'Kota Jakarta Selatan' })).toBeTruthy());
  await userEvent.selectOptions(canvas.getByLabelText('Kota / Kabupaten'), 'Kota Jakarta Selatan');
  await waitFor(() => expect(canvas.getByRole('option', { name: 'Tebet' })).toBeTruthy());
  await userEvent.selectOptions(canvas.getByLabelText('Kecamatan'), 'Tebet');
  await waitFor(() => expect(canvas.getByRole('option', { name: 'Tebet Timur' })).toBeTruthy());
  await userEvent.selectOptions(canvas.getByLabelText('Kelurahan / Desa'), 'Tebet Timur');
  await userEvent.type(canvas.getByLabelText('Kode pos'), '12820');
}

/**
 * Issue 25: the second phone (checked like the first) and the map pin found with the keyboard: the
 * lookup by Enter, the places as radio choices with their coordinates, the chosen one saved.
 */
export const SecondPhoneAndMapPin: Story = {
  parameters: withGeocoder,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewAddress(canvas);
    await userEvent.type(canvas.getByLabelText('Nomor telepon lain (opsional)'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByLabelText('Nomor telepon lain (opsional)')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(canvas.getByLabelText('Nomor telepon lain (opsional)'));
    await userEvent.type(canvas.getByLabelText('Nomor telepon lain (opsional)'), '0813 1111 2222');
    const pin = canvas.getByRole('group', { name: 'Titik peta (opsional)' });
    await userEvent.type(within(pin).getByLabelText('Alamat yang dicari'), 'Jl. Tebet Raya{Enter}');
    await expect(await within(pin).findByTestId('address-pin-status')).toHaveTextContent('2 lokasi ditemukan');
    const choices = within(pin).getByRole('group', { name: 'Pilih lokasi' });
    await userEvent.click(within(choices).getByRole('radio', { name: /Jalan Tebet Raya, Tebet Timur/ }));
    await expect(within(pin).getByTestId('address-pin-chosen')).toHaveTextContent('(-6.226498, 106.858262)');
    await expect(pin).toHaveTextContent('OpenStreetMap');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const card = await canvas.findByTestId('address-card');
    const extras = within(card).getByTestId('address-extras');
    await expect(extras).toHaveTextContent('Telepon lain: 081311112222');
    await expect(extras).toHaveTextContent('Titik peta: Jalan Tebet Raya, Tebet Timur, Tebet, Jakarta Selatan, DKI Jakarta, 12820, Indonesia (-6.226498, 106.858262)');
  },
};

export const SecondPhoneAndMapPinEN: Story = {
  parameters: withGeocoder,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '+ Add Address' }));
    const pin = canvas.getByRole('group', { name: 'Map pin (optional)' });
    await userEvent.type(within(pin).getByLabelText('Address to look up'), 'nowhere at all');
    await userEvent.click(within(pin).getByRole('button', { name: 'Find on map' }));
    await expect(await within(pin).findByTestId('address-pin-status')).toHaveTextContent('No place found.');
    await expect(canvas.getByLabelText('Other phone number (optional)')).toBeVisible();
  },
};

/** Signed in: the NPWP document chosen with the address is uploaded after the save and linked on the card. */
export const NpwpDocument: Story = {
  parameters: { world: { user: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewAddress(canvas);
    const input = canvas.getByLabelText('Dokumen NPWP (opsional, PDF/PNG/JPEG, maks. 2 MB)');
    await userEvent.upload(input, new File(['<html>not a pdf</html>'], 'npwp.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('Berkas NPWP harus PDF, PNG atau JPEG')).toBeVisible();
    await userEvent.upload(input, new File(['%PDF-1.7 scan'], 'npwp-budi.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const card = await canvas.findByTestId('address-card');
    await expect(within(card).getByRole('link', { name: 'Dokumen NPWP: npwp-budi.pdf' })).toHaveAttribute('target', '_blank');
    await userEvent.click(within(card).getByRole('button', { name: 'Hapus dokumen NPWP' }));
    await waitFor(() => expect(within(canvas.getByTestId('address-card')).queryByRole('link')).toBeNull());
  },
};
