/**
 * The customer's saved cards on the payment panel (docs/perks.md): pick one instead of typing the
 * card; the charge then uses the card's saved token (`saved_card_id`) and 3-D Secure still applies.
 * Loaded lazily with the 'perks' feature (savedCardsModule); nothing shows without a usable card.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoicePayment } from '../../../application/payment/invoice-payment';
import { savedCardsModule } from '../../../application/perks/perks.module';
import { SAVED_CARDS_VIEW_MODEL, type SavedCardsViewModel } from '../../../application/perks/saved-cards-view-model';
import { useViewModel } from '../../app/container-context';
import { BRAND_NAMES } from './CardForm';
import { savedCardMessages as m } from './payment-messages';

const SavedCardPicker = observer(function SavedCardPicker({ payment }: { payment: InvoicePayment }) {
  const vm = useViewModel<SavedCardsViewModel>(SAVED_CARDS_VIEW_MODEL, savedCardsModule);
  const intl = useIntl();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const usable = vm.cards.filter((c) => !c.expired);
  if (usable.length === 0) return null;
  return (
    <fieldset className="saved-cards" data-testid="saved-cards">
      <legend className="h6"><FormattedMessage {...m.legend} /></legend>
      {usable.map((c) => (
        <label key={c.id} className="radio">
          <input
            type="radio" name="saved-card" value={c.id} checked={payment.savedCardId === c.id} disabled={payment.charging}
            onChange={() => payment.chooseSavedCard(c.id)}
          />{' '}
          {intl.formatMessage(m.option, {
            brand: c.brand === 'unknown' ? '' : BRAND_NAMES[c.brand], masked: c.maskedCard, month: String(c.expMonth).padStart(2, '0'), year: c.expYear,
          })}
        </label>
      ))}
      <label className="radio">
        <input type="radio" name="saved-card" value="" checked={payment.savedCardId === null} disabled={payment.charging} onChange={() => payment.chooseSavedCard(null)} />{' '}
        <FormattedMessage {...m.newCard} />
      </label>
    </fieldset>
  );
});

export default SavedCardPicker;
