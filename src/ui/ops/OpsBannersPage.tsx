/**
 * /ops/banners (docs/banners.md): the home's header banners and the announcement pop-up. Every role
 * reads them; operators and admins add, change and delete (the form checks as the server does and
 * shows the problems under the fields). Texts are plain text: what is typed is what the shop shows.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { OPS_FEATURED_VIEW_MODEL, type FeaturedForm, type OpsFeaturedViewModel } from '../../application/ops/ops-featured-view-model';
import { opsModule } from '../../application/ops/ops.module';
import { serverMessage } from '../../application/session/server-message';
import { FEATURED_PLACEMENTS, type FeaturedField, type FeaturedPlacement, type FeaturedProblem } from '../../domain/featured';
import { useViewModel } from '../app/container-context';
import { opsFeaturedMessages as m } from './ops-featured-messages';
import { OpsField, RetryAlert, when } from './ops-parts';

const PROBLEMS: Record<FeaturedProblem, MessageDescriptor> = {
  required: m.pRequired, too_long: m.pTooLong, control: m.pControl, placement: m.pPlacement, url: m.pUrl, link: m.pUrl, size: m.pSize, sort: m.pSort,
};
const PLACEMENT_LABEL: Record<FeaturedPlacement, MessageDescriptor> = { header: m.header, pop_up: m.popUp };

type TextKey = Exclude<keyof FeaturedForm, 'placement' | 'active'>;
const FIELDS: { key: TextKey; label: MessageDescriptor; hint?: MessageDescriptor; multiline?: boolean; numeric?: boolean }[] = [
  { key: 'title', label: m.fTitle }, { key: 'title_en', label: m.fTitleEn },
  { key: 'summary', label: m.fSummary, multiline: true }, { key: 'summary_en', label: m.fSummaryEn, multiline: true },
  { key: 'image_url', label: m.fImage, hint: m.fImageHint }, { key: 'image_width', label: m.fWidth, numeric: true }, { key: 'image_height', label: m.fHeight, numeric: true },
  { key: 'link', label: m.fLink, hint: m.fLinkHint },
  { key: 'action_label', label: m.fAction, hint: m.fActionHint }, { key: 'action_label_en', label: m.fActionEn, hint: m.fActionHint },
  { key: 'sort', label: m.fSort, numeric: true },
];

const BannerForm = observer(function BannerForm({ vm }: { vm: OpsFeaturedViewModel }) {
  const intl = useIntl();
  const problems = vm.problems;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const problemOf = (key: FeaturedField): string | null => {
    const p = problems[key];
    if (p) return intl.formatMessage(PROBLEMS[p]);
    return vm.serverField?.field === key ? vm.serverField.message : null;
  };
  return (
    <form className="ops-form" onSubmit={submit} noValidate data-testid="ops-banner-form" aria-labelledby="ops-banner-form-title">
      <h2 id="ops-banner-form-title" className="h5"><FormattedMessage {...(vm.editing === 'new' ? m.formNew : m.formEdit)} /></h2>
      <fieldset className="ops-form-buttons">
        <legend><FormattedMessage {...m.placement} /></legend>
        {FEATURED_PLACEMENTS.map((p) => (
          <label key={p}>
            <input type="radio" name="ops-banner-placement" value={p} checked={vm.form.placement === p} onChange={() => vm.setField('placement', p)} />{' '}
            <FormattedMessage {...PLACEMENT_LABEL[p]} />
          </label>
        ))}
      </fieldset>
      <div className="ops-form-grid">
        {FIELDS.map((f) => (
          <OpsField
            key={f.key} id={`ops-banner-${f.key}`} label={<FormattedMessage {...f.label} />} value={vm.form[f.key]} multiline={f.multiline}
            inputMode={f.numeric ? 'numeric' : undefined} onChange={(v) => vm.setField(f.key, v)} serverError={problemOf(f.key)}
            hint={f.hint ? <FormattedMessage {...f.hint} /> : undefined}
          />
        ))}
      </div>
      <label>
        <input type="checkbox" checked={vm.form.active} onChange={(e) => vm.setField('active', e.target.checked)} />{' '}
        <FormattedMessage {...m.fActive} />
      </label>
      {vm.saveError !== null && (
        <p className="form-error" role="alert" data-testid="ops-banner-error">{serverMessage(vm.saveError) ?? <FormattedMessage {...m.saveFailed} />}</p>
      )}
      <div className="ops-form-buttons">
        <button type="submit" className="btn btn-primary btn-small" disabled={vm.saving}><FormattedMessage {...m.save} /></button>
        <button type="button" className="btn btn-small" onClick={vm.cancel}><FormattedMessage {...m.cancel} /></button>
      </div>
    </form>
  );
});

const OpsBannersPage = observer(function OpsBannersPage() {
  const vm = useViewModel<OpsFeaturedViewModel>(OPS_FEATURED_VIEW_MODEL, opsModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section data-testid="ops-banners-page" aria-busy={vm.loading}>
      <h1><FormattedMessage {...m.title} /></h1>
      <p className="muted"><FormattedMessage {...m.intro} /></p>
      {vm.failed && <RetryAlert text={m.failed} onRetry={() => void vm.load()} testId="ops-banners-failed" />}
      <p role="status" data-testid="ops-banner-saved">{vm.saved && <FormattedMessage {...m[vm.saved]} />}</p>
      {vm.editing === null && vm.saveError !== null && (
        <p className="form-error" role="alert">{serverMessage(vm.saveError) ?? <FormattedMessage {...m.saveFailed} />}</p>
      )}
      {FEATURED_PLACEMENTS.map((placement) => {
        const rows = vm.rows.filter((r) => r.placement === placement);
        return (
          <section key={placement} className="ops-card" aria-labelledby={`ops-banners-${placement}`} data-testid={`ops-banners-${placement}`}>
            <h2 id={`ops-banners-${placement}`}><FormattedMessage {...PLACEMENT_LABEL[placement]} /></h2>
            {!vm.loading && rows.length === 0 && <p className="muted"><FormattedMessage {...m.empty} /></p>}
            {rows.length > 0 && (
              <div className="ops-scroll">
                <table className="ops-table">
                  <thead>
                    <tr>
                      <th scope="col"><FormattedMessage {...m.colPicture} /></th>
                      <th scope="col"><FormattedMessage {...m.colTitle} /></th>
                      <th scope="col"><FormattedMessage {...m.colLink} /></th>
                      <th scope="col"><FormattedMessage {...m.colState} /></th>
                      <th scope="col"><FormattedMessage {...m.colOrder} /></th>
                      {vm.canEdit && <th scope="col"><span className="visually-hidden"><FormattedMessage {...m.edit} /></span></th>}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.id} data-testid="ops-banner">
                        <td>{r.image_url && <img src={r.image_url} alt="" width={64} height={Math.round((64 * (r.image_height ?? 1)) / (r.image_width ?? 1))} loading="lazy" />}</td>
                        <td>{r.title}<br /><span className="muted small">{r.title_en}</span></td>
                        <td className="small">{r.link ?? '-'}</td>
                        <td><FormattedMessage {...(r.active ? m.active : m.inactive)} /><br /><span className="muted small">{when(r.updatedAt)}</span></td>
                        <td>{r.sort}</td>
                        {vm.canEdit && (
                          <td>
                            <div className="ops-form-buttons">
                              <button type="button" className="btn btn-small" onClick={() => vm.edit(r.id)} aria-label={`${intl.formatMessage(m.edit)} ${r.title}`}>
                                <FormattedMessage {...m.edit} />
                              </button>
                              <button type="button" className="btn btn-small" disabled={vm.saving} onClick={() => void vm.remove(r.id)} aria-label={`${intl.formatMessage(m.remove)} ${r.title}`}>
                                <FormattedMessage {...m.remove} />
                              </button>
                            </div>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {vm.canEdit && vm.editing === null && (
              <button type="button" className="btn btn-primary btn-small" onClick={() => vm.create(placement)}>
                <FormattedMessage {...(placement === 'header' ? m.addHeader : m.addPopUp)} />
              </button>
            )}
          </section>
        );
      })}
      {vm.editing !== null && <BannerForm vm={vm} />}
    </section>
  );
});

export default OpsBannersPage;
