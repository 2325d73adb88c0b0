/**
 * Modal dialog: 550 px wide, full screen under 600 px (styles/components.css). The focus moves into
 * it, stays inside it (Tab and Shift+Tab cycle through its controls) and returns to what had it
 * before when it closes (WCAG 2.4.3, issue 24); Escape closes it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const m = defineMessages({
  close: { id: 'modal.close', defaultMessage: 'Tutup' },
});

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first, Shift+Tab from the first (or the dialog itself) to the last. */
export function keepFocusInside(dialog: HTMLElement, e: KeyboardEvent): void {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    dialog.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (e.shiftKey && (active === first || active === dialog || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

export function Modal({ open, title, onClose, children }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current();
      else if (e.key === 'Tab' && ref.current) keepFocusInside(ref.current, e);
    };
    window.addEventListener('keydown', onKey);
    ref.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, [open]);
  if (!open) return null;
  return (
    <div className="modal-backdrop" onMouseDown={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className="modal" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={ref}>
        <button type="button" className="modal-close" aria-label={intl.formatMessage(m.close)} onClick={onClose}>×</button>
        {children}
      </div>
    </div>
  );
}
