/**
 * What the console shows of a shipment's address beyond the basics (issue 25): the second phone,
 * the NPWP and its document (opened in a new tab through a link signed for an hour), and the map
 * pin chosen at checkout with a link to OpenStreetMap at its coordinates.
 */
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatCoordinates } from '../../domain/address';
import type { ParcelAddress } from '../../application/ports/ops-api.port';

const m = defineMessages({
  phone2: { id: 'ops.order.address.phone2', defaultMessage: 'Telepon lain' },
  npwp: { id: 'ops.order.address.npwp', defaultMessage: 'NPWP' },
  pin: { id: 'ops.order.address.pin', defaultMessage: 'Titik peta' },
  openMap: { id: 'ops.order.address.openMap', defaultMessage: 'Buka di OpenStreetMap' },
});
const documentLink = defineMessage<{ name: string }>({ id: 'ops.order.address.npwpDocument', defaultMessage: 'Dokumen NPWP: {name}' });

export function OpsAddressExtras({ address }: { address: ParcelAddress }) {
  const intl = useIntl();
  const { phoneNumber2, npwp, npwpDocument, pin } = address;
  if (!phoneNumber2 && !npwp && !npwpDocument && !pin) return null;
  return (
    <ul className="small ops-address-extras" data-testid="ops-address-extras">
      {phoneNumber2 && <li><FormattedMessage {...m.phone2} />: {phoneNumber2}</li>}
      {(npwp || npwpDocument) && (
        <li>
          <FormattedMessage {...m.npwp} />: {npwp ?? '-'}
          {npwpDocument && <> · <a href={npwpDocument.url} target="_blank" rel="noopener noreferrer" data-testid="ops-npwp-document">{intl.formatMessage(documentLink, { name: npwpDocument.name ?? 'NPWP' })}</a></>}
        </li>
      )}
      {pin && (
        <li>
          <FormattedMessage {...m.pin} />: {pin.addressMap ? `${pin.addressMap} ` : ''}({formatCoordinates(pin.lat, pin.long)}) ·{' '}
          <a href={`https://www.openstreetmap.org/?mlat=${pin.lat}&mlon=${pin.long}#map=18/${pin.lat}/${pin.long}`} target="_blank" rel="noopener noreferrer">
            <FormattedMessage {...m.openMap} />
          </a>
        </li>
      )}
    </ul>
  );
}
