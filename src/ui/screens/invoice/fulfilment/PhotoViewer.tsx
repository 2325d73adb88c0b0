/**
 * The QC photos of a line: thumbnails (buttons), each opening a lightbox dialog (the shared Modal:
 * Escape or the close button closes it, focus goes back to the thumbnail that opened it) with previous / next
 * (also the arrow keys, wrapping around) and 'Foto n dari m'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QcPhoto } from '../../../../application/ports/fulfilment-api.port';
import { Modal } from '../../../components/Modal';
import { fulfilmentMessages as m, photoOf } from './fulfilment-messages';

export function PhotoViewer({ photos, name }: { photos: readonly QcPhoto[]; name: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  /** The thumbnail that opened the lightbox (focus goes back to it). */
  const opener = useRef<number | null>(null);
  const count = photos.length;
  const show = (i: number) => {
    opener.current = i;
    setOpen(i);
  };
  const close = useCallback(() => {
    setOpen(null);
    const back = opener.current;
    if (back !== null) queueMicrotask(() => thumbs.current[back]?.focus());
  }, []);
  const step = useCallback((by: number) => setOpen((current) => (current === null ? null : (current + by + count) % count)), [count]);
  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') step(1);
      else if (e.key === 'ArrowLeft') step(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, step]);
  if (count === 0) return null;
  const photo = open === null ? null : photos[open];
  return (
    <div className="qc-photos">
      <p className="small"><strong><FormattedMessage {...m.photos} /></strong></p>
      <ul className="qc-thumbs" data-testid="qc-photos">
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button" className="qc-thumb" data-testid="qc-thumb" ref={(el) => { thumbs.current[i] = el; }}
              aria-label={`${intl.formatMessage(m.photos)}: ${intl.formatMessage(photoOf, { n: i + 1, count })}`} onClick={() => show(i)}
            >
              <img src={p.url} alt="" width={72} height={72} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={photo !== null && photo !== undefined} title={intl.formatMessage(m.photoViewer)} onClose={close}>
        {photo && open !== null && (
          <figure className="qc-lightbox" data-testid="qc-lightbox">
            <img src={photo.url} alt={`${name} · ${intl.formatMessage(photoOf, { n: open + 1, count })}`} />
            <figcaption className="small" aria-live="polite" data-testid="qc-lightbox-caption">
              <FormattedMessage {...photoOf} values={{ n: open + 1, count }} />
            </figcaption>
            {count > 1 && (
              <div className="qc-lightbox-nav">
                <button type="button" className="btn btn-outline btn-small" onClick={() => step(-1)} aria-label={intl.formatMessage(m.previousPhoto)}>‹</button>
                <button type="button" className="btn btn-outline btn-small" onClick={() => step(1)} aria-label={intl.formatMessage(m.nextPhoto)}>›</button>
              </div>
            )}
          </figure>
        )}
      </Modal>
    </div>
  );
}
