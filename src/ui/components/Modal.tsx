/** Modal dialog: 550 px wide, full screen under 600 px (styles/components.css). */
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

export function Modal({ open, title, onClose, children }: Props) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    ref.current?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
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
