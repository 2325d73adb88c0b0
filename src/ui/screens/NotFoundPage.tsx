import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

const m = defineMessages({
  title: { id: 'notFound.title', defaultMessage: '404 Not Found - Maaf, Halaman yang anda tuju tidak ditemukan' },
  home: { id: 'notFound.home', defaultMessage: 'Kembali ke beranda' },
});

export function NotFoundPage() {
  return (
    <section className="status-page" data-testid="not-found">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <Link to="/" className="btn btn-primary"><FormattedMessage {...m.home} /></Link>
    </section>
  );
}

export default NotFoundPage;
