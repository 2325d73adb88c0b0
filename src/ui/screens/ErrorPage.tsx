/** Route error page: status from the error, its response, or 500, with its message. Chunk failures reload (once per 60 s). */
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link } from 'react-router';
import { isChunkLoadError, mayReload } from '../../application/shell/chunk-reload';
import { routeFailure } from '../../application/shell/error-status';
import { LAST_CHUNK_RELOAD_KEY, sessionFlags } from '../lib/browser';
import { NotFoundPage } from './NotFoundPage';

const m = defineMessages({
  title: { id: 'error.title', defaultMessage: 'Terjadi kesalahan' },
  notFound: { id: 'error.notFound', defaultMessage: 'This page could not be found' },
  reloading: { id: 'error.reloading', defaultMessage: 'Versi baru tersedia, memuat ulang halaman...' },
  retry: { id: 'error.retry', defaultMessage: 'Muat ulang' },
  home: { id: 'error.home', defaultMessage: 'Kembali ke beranda' },
});

/** Reloads the page after a failed code-chunk load, at most once per 60 seconds. Returns whether it reloads. */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const flags = sessionFlags();
  const last = Number(flags.get(LAST_CHUNK_RELOAD_KEY) ?? 'NaN');
  const now = Date.now();
  if (!mayReload(now, Number.isFinite(last) ? last : null)) return false;
  flags.set(LAST_CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/** `error`: what the route threw (RouteErrorBoundary passes it). */
export function ErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadAfterChunkError(error);
  }, [chunk, error]);

  if ((isRouteErrorResponse(error) || error instanceof Response) && error.status === 404) return <NotFoundPage />;
  const failure = isRouteErrorResponse(error)
    ? { status: error.status, message: typeof error.data === 'string' && error.data ? error.data : error.statusText }
    : routeFailure(error);
  return (
    <section className="status-page container" role="alert" data-testid="error-page">
      <p className="status-code">{failure.status}</p>
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      {/* Spec section 1: other errors show their message; a not-found without one, the generic text. */}
      {failure.message ? <p>{failure.message}</p> : failure.status === 404 && <p><FormattedMessage {...m.notFound} /></p>}
      {chunk && <p className="muted"><FormattedMessage {...m.reloading} /></p>}
      <p className="actions">
        <button type="button" className="btn btn-outline" onClick={() => window.location.reload()}><FormattedMessage {...m.retry} /></button>{' '}
        <Link to="/" reloadDocument className="btn btn-primary"><FormattedMessage {...m.home} /></Link>
      </p>
    </section>
  );
}

export default ErrorPage;
