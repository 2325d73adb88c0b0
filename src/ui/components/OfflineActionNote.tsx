/** The note beside actions that need the network, while offline (they are disabled; docs/pwa.md); `id` for aria-describedby. */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, defineMessages } from 'react-intl';
import { useOffline } from '../app/page-data';

const m = defineMessages({
  action: { id: 'offline.action', defaultMessage: 'Tidak bisa sekarang: Anda sedang offline. Sambungkan ke internet untuk melanjutkan.' },
});

export const OfflineActionNote = observer(function OfflineActionNote({ id }: { id: string }) {
  const offline = useOffline();
  if (!offline) return null;
  return <p id={id} className="offline-action-note small" data-testid="offline-action-note"><FormattedMessage {...m.action} /></p>;
});
