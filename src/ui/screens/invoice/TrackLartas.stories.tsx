import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { expect, within } from 'storybook/test';
import { ADDRESS_API, type AddressApi } from '../../../application/ports/address-api.port';
import { CART_API, type CartApi } from '../../../application/ports/cart-api.port';
import { CHECKOUT_API, type CheckoutApi } from '../../../application/ports/checkout-api.port';
import { LARTAS_ACK_TEXT_VERSION } from '../../../domain/lartas';
import { addCosmeticsLine } from '../cart/lartas-story-helpers';
import TrackPage from './TrackPage';
import { FIRST_STORY_INVOICE, addAddresses, withLocation, withWorld } from './story-helpers';

/** A cosmetics line checked out with the customer's acknowledgement of its restricted goods. */
async function orderedWithAcknowledgement(c: Container): Promise<void> {
  await addAddresses(c, 1);
  await addCosmeticsLine(c);
  const [address] = await c.get<AddressApi>(ADDRESS_API).list();
  const codes = (await c.get<CartApi>(CART_API).list()).map((l) => l.code);
  const api = c.get<CheckoutApi>(CHECKOUT_API);
  const request = { cartDetailCodes: codes, addresses: [{ addressId: address?.id ?? '' }] };
  const preview = await api.preview(request);
  const lartasIds = (preview.lartas?.entries ?? []).map((e) => e.entry.id);
  await api.placeOrder({
    ...request, paymentMethod: 'bca_va', expectedTotal: preview.totals.total, lartasAck: { accepted: true, lartasIds, textVersion: LARTAS_ACK_TEXT_VERSION },
  }, 'story-lartas');
}

const meta = {
  title: 'Pages/Track/Restricted goods',
  component: TrackPage,
  parameters: { route: `/track?nomor=${FIRST_STORY_INVOICE}`, world: { user: true } },
  decorators: [withLocation, withWorld(orderedWithAcknowledgement)],
} satisfies Meta<typeof TrackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's invoice page says when the lartas terms were accepted, and for which goods. */
export const Acknowledged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(await canvas.findByTestId('lartas-accepted')).toHaveTextContent('Anda menyetujui ketentuan lartas pada 01 Maret 2024 10:00 WIB (Kosmetik).');
  },
};

export const AcknowledgedEN: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('track-result', {}, { timeout: 5000 });
    await expect(await canvas.findByTestId('lartas-accepted')).toHaveTextContent('You accepted the lartas terms on 01 Maret 2024 10:00 WIB (Cosmetics).');
  },
};
