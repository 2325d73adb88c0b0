/**
 * The search/paste box: a product link goes to the product page (on home: the in-page order
 * preview, `onProductUrl`), text to the marketplace's results, and the camera button opens the
 * image search (its dialog is a lazy chunk, loaded on the first click).
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { unsupportedSiteMessage } from '../../domain/url';
import { SearchBoxViewModel } from '../../application/search/search-box-view-model';
import { scheduleSearchFocus } from '../../application/search/search-focus';
import { APP_SETTINGS, type AppSettings } from '../../application/shell/app-settings';
import { useService } from '../app/container-context';

const ImageSearchDialog = lazy(() => import('../screens/search/ImageSearchDialog'));

const m = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Cari produk atau tempel link' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Tempel link produk atau ketik nama barang...' },
  submit: { id: 'search.submit', defaultMessage: 'Cari' },
  marketplace: { id: 'search.marketplace', defaultMessage: 'Cari di' },
  rejected: { id: 'search.rejected', defaultMessage: 'Link tidak valid. Periksa kembali alamat produknya.' },
  camera: { id: 'search.camera', defaultMessage: 'Cari dengan gambar' },
});

interface Props {
  initialFlag?: '1688' | 'taobao';
  compact?: boolean;
  /** Home: a product link opens the in-page order flow instead of the product page. */
  onProductUrl?: (url: string) => void;
  /** The link already shown (submitting it again is ignored). */
  currentUrl?: string;
  /**
   * The customer came here to start an order: the field takes the focus after the spec's 300 ms
   * (search-focus.ts), unless the focus went somewhere meanwhile (a dialog, a field): it moves only
   * from nowhere (the page) or from the page's heading (where the route put it).
   */
  focusOnArrival?: boolean;
}

/** The focus is nowhere the customer chose: the page itself, or the heading the route focused. */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || /^H[1-6]$/.test(active.tagName);
}

function CameraIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9Zm3 5a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />
    </svg>
  );
}

export const SearchBox = observer(function SearchBox({ initialFlag = '1688', compact = false, onProductUrl, currentUrl, focusOnArrival = false }: Props) {
  const [vm] = useState(() => new SearchBoxViewModel(initialFlag));
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusOnArrival) return undefined;
    return scheduleSearchFocus(() => {
      if (focusIsFree()) input.current?.focus();
    });
  }, [focusOnArrival]);
  const [imageOpen, setImageOpen] = useState(false);
  const settings = useService<AppSettings>(APP_SETTINGS);
  const navigate = useNavigate();
  const intl = useIntl();
  const outcome = vm.outcome;

  return (
    <>
    <form
      className={compact ? 'search-box compact' : 'search-box'}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const result = vm.submit(currentUrl, { inPageOrder: onProductUrl !== undefined });
        if (result.kind === 'navigate') void navigate(result.to);
        else if (result.kind === 'order') onProductUrl?.(result.url);
      }}
    >
      <label htmlFor={compact ? 'search-compact' : 'search-hero'} className="visually-hidden"><FormattedMessage {...m.label} /></label>
      <div className="search-row">
        <select
          aria-label={intl.formatMessage(m.marketplace)}
          value={vm.flag}
          onChange={(e) => vm.setFlag(e.target.value === 'taobao' ? 'taobao' : '1688')}
        >
          <option value="1688">1688</option>
          <option value="taobao">Taobao</option>
        </select>
        <input
          ref={input}
          id={compact ? 'search-compact' : 'search-hero'}
          type="search"
          value={vm.query}
          placeholder={intl.formatMessage(m.placeholder)}
          onChange={(e) => vm.setQuery(e.target.value)}
        />
        <button
          type="button"
          className="btn btn-outline search-camera"
          aria-label={intl.formatMessage(m.camera)}
          title={intl.formatMessage(m.camera)}
          data-testid="image-search-button"
          onClick={() => setImageOpen(true)}
        >
          <CameraIcon />
        </button>
        <button type="submit" className="btn btn-primary"><FormattedMessage {...m.submit} /></button>
      </div>
      {outcome.kind === 'rejected' && <p className="field-error" role="alert"><FormattedMessage {...m.rejected} /></p>}
      {outcome.kind === 'unsupported' && (
        <p className="field-error" role="alert">{unsupportedSiteMessage(outcome.host, settings.sisterServiceName)}</p>
      )}
    </form>
    {imageOpen && (
      <Suspense fallback={null}>
        <ImageSearchDialog flag={vm.flag} onClose={() => setImageOpen(false)} />
      </Suspense>
    )}
    </>
  );
});
