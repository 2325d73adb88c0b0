/**
 * /payment (signed in, account layout; docs/perks.md): the customer's saved cards (brand, masked
 * number, expiry), delete with a confirmation, and the form to save a card: the card goes to the
 * gateway's client library (CardTokenizer) and only its one-time token reaches our server.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { savedCardsModule } from '../../../application/perks/perks.module';
import { SAVED_CARDS_VIEW_MODEL, type SavedCardsViewModel } from '../../../application/perks/saved-cards-view-model';
import type { SavedCard } from '../../../application/ports/saved-card-api.port';
import { useViewModel } from '../../app/container-context';
import { Modal } from '../../components/Modal';
import { notify } from '../../lib/toast';
import { BRAND_NAMES, CardForm } from '../invoice/CardForm';
import { FailureText } from '../wallet/wallet-parts';
import { PerksIntl } from './perks-intl';
import { cardsMessages as m } from './perks-messages';
import { LoadFailed } from './perks-parts';
import '../../styles/perks.css';

const brandName = (card: SavedCard) => (card.brand === 'unknown' ? '' : BRAND_NAMES[card.brand]);

const Cards = observer(function Cards() {
  const vm = useViewModel<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL, savedCardsModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await vm.save()) === 'saved') notify.success(intl.formatMessage(m.saved));
  };
  const confirm = async () => {
    if (await vm.confirmRemove()) notify.success(intl.formatMessage(m.removed));
  };
  const confirming = vm.confirming;
  return (
    <section className="perks-page">
      <h1><FormattedMessage {...m.title} /></h1>
      <p className="muted small"><FormattedMessage {...m.intro} /></p>
      {vm.loadError !== null && <LoadFailed onRetry={() => void vm.load()} testId="cards-load-failed" />}
      {vm.error !== null && confirming === null && <FailureText error={vm.error} fallback={m.failed} testId="cards-error" />}
      {vm.loaded && vm.cards.length === 0 && <p className="perks-empty" data-testid="cards-empty"><FormattedMessage {...m.empty} /></p>}
      <ul className="perks-list">
        {vm.cards.map((c) => (
          <li key={c.id} className="perks-card perks-saved-card" data-testid="saved-card">
            <div>
              <strong>{brandName(c)}</strong> <span className="perks-masked">{c.maskedCard.replace('-', '••••••')}</span>
              <div className="small muted">
                <FormattedMessage {...m.expires} values={{ month: String(c.expMonth).padStart(2, '0'), year: c.expYear }} />
                {c.expired && <> · <span className="perks-tag perks-tag-muted"><FormattedMessage {...m.expired} /></span></>}
              </div>
            </div>
            <button type="button" className="btn btn-small btn-text" onClick={() => vm.askRemove(c.id)} aria-label={intl.formatMessage(m.removeLabel, { masked: c.maskedCard })}>
              <FormattedMessage {...m.remove} />
            </button>
          </li>
        ))}
      </ul>

      <form className="perks-card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="card-add-title">
        <h2 id="card-add-title" className="h5"><FormattedMessage {...m.addTitle} /></h2>
        <CardForm payment={{ card: vm.form, charging: vm.saving }} />
        <button type="submit" className="btn btn-primary" disabled={vm.saving} data-testid="card-save">
          <FormattedMessage {...(vm.saving ? m.saving : m.save)} />
        </button>
      </form>

      <Modal open={confirming !== null} title={intl.formatMessage(m.confirmTitle)} onClose={vm.cancelRemove}>
        <h2><FormattedMessage {...m.confirmTitle} /></h2>
        {confirming && <p><FormattedMessage {...m.confirmBody} values={{ brand: brandName(confirming), masked: confirming.maskedCard }} /></p>}
        {vm.error !== null && <FailureText error={vm.error} fallback={m.failed} testId="cards-remove-error" />}
        <div className="modal-actions">
          <button type="button" className="btn" onClick={vm.cancelRemove}><FormattedMessage {...m.cancel} /></button>
          <button type="button" className="btn btn-primary" disabled={vm.removing} onClick={() => void confirm()} data-testid="card-remove-confirm">
            <FormattedMessage {...m.confirm} />
          </button>
        </div>
      </Modal>
    </section>
  );
});

export default function CardsPage() {
  return <PerksIntl><Cards /></PerksIntl>;
}
