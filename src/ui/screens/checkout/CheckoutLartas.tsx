/**
 * /checkout's restricted goods (lartas): the entries the server's preview names, each as the same
 * LartasNotice the other screens show with the lines it covers, and the required box. 'Buat
 * Pesanan' held back for the box moves the focus to it, and the reason under it is announced
 * (role alert, tied to the box by aria-describedby).
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CheckoutViewModel } from '../../../application/checkout/checkout-view-model';
import { LartasNotice } from '../../components/LartasNotice';
import { lartasMessages as m } from '../../components/lartas-messages';

export const CheckoutLartas = observer(function CheckoutLartas({ vm }: { vm: CheckoutViewModel }) {
  const lartas = vm.lartas;
  const box = useRef<HTMLInputElement>(null);
  const focusRequest = lartas.focusRequest;
  useEffect(() => {
    if (focusRequest > 0) box.current?.focus();
  }, [focusRequest]);
  if (!lartas.required) return null;
  const showError = (vm.submitted || focusRequest > 0) && lartas.missing;
  const nameOf = (code: string) => vm.lines.find((l) => l.code === code)?.name ?? code;
  return (
    <section className="card checkout-section" aria-labelledby="checkout-lartas-title" data-testid="checkout-lartas">
      <h2 id="checkout-lartas-title" className="h5"><FormattedMessage {...m.checkoutTitle} /></h2>
      <p className="small"><FormattedMessage {...m.checkoutIntro} /></p>
      <ul className="lartas-list">
        {lartas.entries.map(({ entry, cartDetailCodes }) => (
          <li key={entry.id}><LartasNotice entry={entry} items={cartDetailCodes.map(nameOf)} headingLevel={3} /></li>
        ))}
      </ul>
      <label className="lartas-ack">
        <input
          ref={box}
          type="checkbox"
          checked={lartas.acknowledged}
          onChange={(e) => lartas.setAcknowledged(e.target.checked)}
          required
          aria-invalid={showError || undefined}
          aria-describedby={showError ? 'checkout-lartas-error' : undefined}
          data-testid="lartas-ack"
        />
        <span><FormattedMessage {...m.ack} /></span>
      </label>
      {showError && (
        <p id="checkout-lartas-error" className="field-error lartas-ack-error" role="alert" data-testid="lartas-ack-error">
          <FormattedMessage {...m.ackRequired} />
        </p>
      )}
    </section>
  );
});
