import { Link } from 'react-router';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  home: { id: 'header.logo.label', defaultMessage: 'Titip - ke beranda' },
});

export function Logo() {
  const intl = useIntl();
  return (
    <Link to="/" className="logo" aria-label={intl.formatMessage(m.home)}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#e8501e" />
        <path d="M8 10h16v3h-6.5v11h-3V13H8z" fill="#fff" />
      </svg>
      <span className="logo-text">Titip</span>
    </Link>
  );
}
