// Story helpers of the cart screens: seed the visitor's local addresses in the story's container.
import type { Decorator } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../../../application/ports/guest-address-store.port';

const ADDRESSES = [
  { name: 'Rumah Budi', address: 'Jl. Tebet Raya 12', phoneNumber: '081234567890' },
  { name: 'Kantor Budi', address: 'Jl. Sudirman 45', phoneNumber: '081234567891' },
];

/** Adds `count` local addresses before the story renders (once per container). */
export function withGuestAddresses(count: number): Decorator {
  return (Story, context) => {
    const container = (context.loaded as { container?: Container }).container;
    const store = container?.get<GuestAddressStore>(GUEST_ADDRESS_STORE);
    if (store && store.list().length === 0) {
      for (const a of ADDRESSES.slice(0, count)) {
        store.add({
          ...a, provinceId: '31', districtId: '3171', subDistrictId: '317101', postalCode: '12810',
          phoneNumber2: null, email: null, npwp: null, lat: null, long: null, addressMap: null,
        });
      }
    }
    return <Story />;
  };
}
