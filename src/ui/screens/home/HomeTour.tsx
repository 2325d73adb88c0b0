/**
 * The guided-tour tooltips of the home page (spec section 2 'Other'; section 9: 200 to 300 px wide;
 * docs/banners.md): one tooltip at a time beside the control it explains (the search box, image
 * search, the cart, order tracking; a control not on screen, such as the folded menu on a phone, is
 * left out). A non-modal dialog named by its title: the focus moves to it at each step and back to
 * where it was at the end; Lewati, Selesai and Escape end it, remembered on the device.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { TourViewModel } from '../../../application/home/tour-view-model';

const m = defineMessages({
  label: { id: 'tour.label', defaultMessage: 'Panduan' },
  skip: { id: 'tour.skip', defaultMessage: 'Lewati' },
  back: { id: 'tour.back', defaultMessage: 'Kembali' },
  next: { id: 'tour.next', defaultMessage: 'Lanjut' },
  done: { id: 'tour.done', defaultMessage: 'Selesai' },
  searchTitle: { id: 'tour.search.title', defaultMessage: 'Tempel link atau cari produk' },
  searchBody: { id: 'tour.search.body', defaultMessage: 'Tempel link produk dari 1688, Taobao, Tmall atau toko luar negeri lain, atau ketik nama barangnya.' },
  cameraTitle: { id: 'tour.camera.title', defaultMessage: 'Cari dengan gambar' },
  cameraBody: { id: 'tour.camera.body', defaultMessage: 'Unggah foto barang (PNG, GIF atau JPEG) untuk menemukan produk yang mirip.' },
  cartTitle: { id: 'tour.cart.title', defaultMessage: 'Keranjang' },
  cartBody: { id: 'tour.cart.body', defaultMessage: 'Produk yang Anda tambahkan ada di sini, dengan ongkir dan pajaknya.' },
  trackTitle: { id: 'tour.track.title', defaultMessage: 'Lacak pesanan' },
  trackBody: { id: 'tour.track.body', defaultMessage: 'Cek status pesanan dengan nomor tagihan Anda.' },
});
const progress = defineMessage<{ step: number; count: number }>({ id: 'tour.progress', defaultMessage: 'Langkah {step} dari {count}' });

export interface TourStep {
  /** CSS selector of the control explained. */
  target: string;
  title: MessageDescriptor;
  body: MessageDescriptor;
}

export const HOME_TOUR: readonly TourStep[] = [
  { target: '#search-hero', title: m.searchTitle, body: m.searchBody },
  { target: '.hero .search-camera', title: m.cameraTitle, body: m.cameraBody },
  { target: '.cart-popup-anchor > a', title: m.cartTitle, body: m.cartBody },
  { target: '#main-nav a[href="/track"]', title: m.trackTitle, body: m.trackBody },
];

const visible = (selector: string): HTMLElement | null => {
  const el = document.querySelector<HTMLElement>(selector);
  return el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' ? el : null;
};

/** The steps whose control is on screen now. */
export function visibleSteps(steps: readonly TourStep[]): TourStep[] {
  return steps.filter((s) => visible(s.target) !== null);
}

const GAP = 10;
const MARGIN = 8;

/** Below the control (above when there is no room), inside the viewport's width; document coordinates. */
function place(target: HTMLElement, tip: HTMLElement): { top: number; left: number } {
  const r = target.getBoundingClientRect();
  const width = tip.offsetWidth;
  const height = tip.offsetHeight;
  const below = r.bottom + GAP + height <= window.innerHeight || r.top - GAP - height < 0;
  const top = (below ? r.bottom + GAP : r.top - GAP - height) + window.scrollY;
  const left = Math.max(MARGIN, Math.min(r.left, document.documentElement.clientWidth - width - MARGIN)) + window.scrollX;
  return { top, left };
}

export const HomeTour = observer(function HomeTour({ vm, steps }: { vm: TourViewModel; steps: readonly TourStep[] }) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const tip = useRef<HTMLDivElement>(null);
  // Where the focus was when the tour began: it goes back there at the end.
  const returnTo = useRef<HTMLElement | null>(null);
  const index = vm.step;
  const step = index === null ? undefined : steps[index];

  useLayoutEffect(() => {
    const el = tip.current;
    if (!step || !el) return;
    const target = visible(step.target);
    if (!target) {
      vm.next();
      return;
    }
    if (returnTo.current === null) returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    target.classList.add('tour-target');
    target.scrollIntoView({ block: 'nearest' });
    // Placed before it shows and takes the focus (a hidden element cannot).
    const update = () => {
      const { top, left } = place(target, el);
      Object.assign(el.style, { top: `${top}px`, left: `${left}px`, visibility: 'visible' });
    };
    update();
    el.focus({ preventScroll: true });
    window.addEventListener('resize', update);
    return () => {
      target.classList.remove('tour-target');
      window.removeEventListener('resize', update);
    };
  }, [step, vm]);

  useEffect(() => {
    if (index !== null) return;
    const before = returnTo.current;
    returnTo.current = null;
    if (before?.isConnected) before.focus({ preventScroll: true });
  }, [index]);

  if (!step || index === null) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      vm.finish();
    }
  };
  return (
    <div
      ref={tip}
      className="tour-tip"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-testid="tour-tip"
      style={{ visibility: 'hidden', top: 0, left: 0 }}
    >
      <p className="tour-progress small muted"><span className="visually-hidden">{intl.formatMessage(m.label)}: </span><FormattedMessage {...progress} values={{ step: index + 1, count: steps.length }} /></p>
      <h2 id={titleId} className="tour-title"><FormattedMessage {...step.title} /></h2>
      <p id={bodyId} className="tour-body"><FormattedMessage {...step.body} /></p>
      <div className="tour-actions">
        <button type="button" className="btn btn-text btn-small" onClick={vm.finish}><FormattedMessage {...m.skip} /></button>
        {!vm.isFirst && <button type="button" className="btn btn-outline btn-small" onClick={vm.back}><FormattedMessage {...m.back} /></button>}
        <button type="button" className="btn btn-primary btn-small" onClick={vm.next}><FormattedMessage {...(vm.isLast ? m.done : m.next)} /></button>
      </div>
    </div>
  );
});
