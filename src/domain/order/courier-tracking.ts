// Domestic couriers' public tracking pages (docs/orders.md "Courier tracking"). Pure.
/**
 * The public tracking pages of the domestic couriers (docs/orders.md "Courier tracking"), by the
 * courier's name as staff type it ('JNE', 'J&T Express', 'SiCepat' ...: letters and digits only,
 * lower case). The customer opens it in a new tab and enters the number shown beside the link:
 * these pages' query parameters are no public contract, so the number is not put in the address.
 */
export const COURIER_TRACKING_PAGES: Readonly<Record<string, string>> = {
  jne: 'https://www.jne.co.id/tracking-package',
  jt: 'https://jet.co.id/track',
  jtexpress: 'https://jet.co.id/track',
  jnt: 'https://jet.co.id/track',
  jntexpress: 'https://jet.co.id/track',
  sicepat: 'https://www.sicepat.com/checkAwb',
  anteraja: 'https://anteraja.id/tracking',
  pos: 'https://www.posindonesia.co.id/id/tracking',
  posindonesia: 'https://www.posindonesia.co.id/id/tracking',
  tiki: 'https://www.tiki.id/id/track',
  ninja: 'https://www.ninjaxpress.co/id-id/tracking',
  ninjaxpress: 'https://www.ninjaxpress.co/id-id/tracking',
  lionparcel: 'https://lionparcel.com/track/stt',
  idexpress: 'https://idexpress.com/lacak-paket',
  wahana: 'https://www.wahana.com/lacak-kiriman',
};

/** The courier's public tracking page, or null for a courier not in the list. */
export function courierTrackingUrl(courier: string): string | null {
  const key = courier.toLowerCase().replace(/[^a-z0-9]/g, '');
  return Object.hasOwn(COURIER_TRACKING_PAGES, key) ? COURIER_TRACKING_PAGES[key] ?? null : null;
}
