/** /lartas: restricted goods (larangan dan pembatasan) from RatesApi.lartas(). */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LARTAS_VIEW_MODEL, type LartasViewModel } from '../../application/content/lartas-view-model';
import { lartasModule } from '../../application/content/lartas.module';
import { localizedLartas } from '../../application/lartas/lartas-text';
import { usePageViewModel } from '../app/page-data';

const m = defineMessages({
  title: { id: 'lartas.title', defaultMessage: 'Peraturan Barang Larangan & Pembatasan (Lartas)' },
  intro: { id: 'lartas.intro', defaultMessage: 'Barang berikut dilarang atau dibatasi impornya ke Indonesia. Barang yang dibatasi memerlukan izin dari instansi terkait; kami tidak dapat memproses pesanan yang melanggar ketentuan ini.' },
  filter: { id: 'lartas.filter', defaultMessage: 'Cari barang' },
  loading: { id: 'lartas.loading', defaultMessage: 'Memuat daftar...' },
  failed: { id: 'lartas.failed', defaultMessage: 'Daftar tidak dapat dimuat saat ini.' },
  retry: { id: 'lartas.retry', defaultMessage: 'Coba lagi' },
  empty: { id: 'lartas.empty', defaultMessage: 'Tidak ada barang yang cocok.' },
  name: { id: 'lartas.column.name', defaultMessage: 'Barang' },
  description: { id: 'lartas.column.description', defaultMessage: 'Keterangan' },
});

const LartasPage = observer(function LartasPage() {
  const { vm, preloaded } = usePageViewModel<LartasViewModel>(LARTAS_VIEW_MODEL, lartasModule, 'lartas', (model) => model.load());
  const intl = useIntl();
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  return (
    <article className="content-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <p><FormattedMessage {...m.intro} /></p>
      <div className="field">
        <label htmlFor="lartas-filter"><FormattedMessage {...m.filter} /></label>
        <input id="lartas-filter" type="search" value={vm.filter} onChange={(e) => vm.setFilter(e.target.value)} placeholder={intl.formatMessage(m.filter)} />
      </div>
      {vm.loading && <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>}
      {vm.failed && (
        <p className="form-error" role="alert">
          <FormattedMessage {...m.failed} />{' '}
          <button type="button" className="btn btn-text" onClick={() => void vm.load()}><FormattedMessage {...m.retry} /></button>
        </p>
      )}
      {!vm.loading && !vm.failed && vm.visible.length === 0 && <p className="muted"><FormattedMessage {...m.empty} /></p>}
      {vm.visible.length > 0 && (
        <table className="table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage {...m.name} /></th>
              <th scope="col"><FormattedMessage {...m.description} /></th>
            </tr>
          </thead>
          <tbody>
            {vm.visible.map((e) => {
              // The entry in the page's language; the authority and regulation are the permit's own names.
              const text = localizedLartas(e, intl.locale.startsWith('en') ? 'en' : 'id');
              return (
                <tr key={e.id} id={`lartas-${e.id}`}>
                  <td>{text.name}</td>
                  <td>{text.description}{e.authority && <div className="muted small">{[e.authority, e.regulation].filter(Boolean).join(' · ')}</div>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </article>
  );
});

export default LartasPage;
