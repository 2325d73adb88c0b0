/** The plane animation shown while home content loads (CSS; still under prefers-reduced-motion). */
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  loading: { id: 'home.loading', defaultMessage: 'Memuat...' },
});

export function PlaneLoader() {
  const intl = useIntl();
  return (
    <div className="plane-loader" role="status" aria-label={intl.formatMessage(m.loading)} data-testid="plane-loader">
      <svg className="plane-loader-plane" width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z" />
      </svg>
      <span className="plane-loader-trail" aria-hidden="true" />
    </div>
  );
}
