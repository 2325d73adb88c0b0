import { Link } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';
import { LOGO_MARK } from './logo-mark';

const m = defineMessages({
  home: { id: 'header.logo.label', defaultMessage: 'Titip - ke beranda' },
});

export function Logo() {
  const intl = useIntl();
  return (
    <Link to="/" className="logo" aria-label={intl.formatMessage(m.home)}>
      <svg width="28" height="28" viewBox={`0 0 ${LOGO_MARK.size} ${LOGO_MARK.size}`} aria-hidden="true">
        <rect width={LOGO_MARK.size} height={LOGO_MARK.size} rx={LOGO_MARK.radius} fill={LOGO_MARK.background} />
        <path d={LOGO_MARK.path} fill={LOGO_MARK.foreground} />
      </svg>
      <span className="logo-text">Titip</span>
    </Link>
  );
}
