/** The search/paste box: a product link goes to the product page, text to the marketplace's results. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { unsupportedSiteMessage } from '../../domain/url';
import { SearchBoxViewModel } from '../../application/search/search-box-view-model';
import { APP_SETTINGS, type AppSettings } from '../../application/shell/app-settings';
import { useService } from '../app/container-context';

const m = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Cari produk atau tempel link' },
  placeholder: { id: 'search.placeholder', defaultMessage: 'Tempel link produk atau ketik nama barang...' },
  submit: { id: 'search.submit', defaultMessage: 'Cari' },
  marketplace: { id: 'search.marketplace', defaultMessage: 'Cari di' },
  rejected: { id: 'search.rejected', defaultMessage: 'Link tidak valid. Periksa kembali alamat produknya.' },
});

interface Props {
  initialFlag?: '1688' | 'taobao';
  compact?: boolean;
}

export const SearchBox = observer(function SearchBox({ initialFlag = '1688', compact = false }: Props) {
  const [vm] = useState(() => new SearchBoxViewModel(initialFlag));
  const settings = useService<AppSettings>(APP_SETTINGS);
  const navigate = useNavigate();
  const intl = useIntl();
  const outcome = vm.outcome;

  return (
    <form
      className={compact ? 'search-box compact' : 'search-box'}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const result = vm.submit();
        if (result.kind === 'navigate') void navigate(result.to);
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
          id={compact ? 'search-compact' : 'search-hero'}
          type="search"
          value={vm.query}
          placeholder={intl.formatMessage(m.placeholder)}
          onChange={(e) => vm.setQuery(e.target.value)}
        />
        <button type="submit" className="btn btn-primary"><FormattedMessage {...m.submit} /></button>
      </div>
      {outcome.kind === 'rejected' && <p className="field-error" role="alert"><FormattedMessage {...m.rejected} /></p>}
      {outcome.kind === 'unsupported' && (
        <p className="field-error" role="alert">{unsupportedSiteMessage(outcome.host, settings.sisterServiceName)}</p>
      )}
    </form>
  );
});
