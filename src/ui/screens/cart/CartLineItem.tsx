/** One cart line: image, name (70), variant, unit price, stepper, note, track, subtotal with tax, delete. */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartViewModel } from '../../../application/cart/cart-view-model';
import type { CartLine } from '../../../domain/cart';
import { formatNumberId, formatRupiah, truncate } from '../../../domain/format';
import { checkoutMessages } from '../checkout/checkout-messages';
import { cartMessages as m, lineName, quantityAt } from './cart-messages';
import { notify } from '../../lib/toast';
import { LartasNotice } from '../../components/LartasNotice';

interface StepperProps {
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  label: string;
  onDecrease: () => void;
  onIncrease: () => void;
  onSet: (value: number) => void;
  testId: string;
}

export function Stepper({ value, min, max, disabled, label, onDecrease, onIncrease, onSet, testId }: StepperProps) {
  const intl = useIntl();
  return (
    <div className="stepper" data-testid={testId}>
      <button type="button" className="btn btn-light btn-small" aria-label={intl.formatMessage(m.decrease)} disabled={disabled || value <= min} onClick={onDecrease}>−</button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-label={label}
        disabled={disabled}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n)) onSet(n);
        }}
      />
      <button type="button" className="btn btn-light btn-small" aria-label={intl.formatMessage(m.increase)} disabled={disabled || value >= max} onClick={onIncrease}>+</button>
    </div>
  );
}

export const CartLineItem = observer(function CartLineItem({ vm, line }: { vm: CartViewModel; line: CartLine }) {
  const intl = useIntl();
  const total = vm.lineTotal(line);
  const lartas = vm.lartasOf(line);
  const variant = [line.color, line.size].filter((v) => v !== '').join(' / ');
  const selectable = !line.disabled;
  const allocations = vm.allocation.rowsOf(line);
  const free = vm.allocation.freeFor(line);
  const onDelete = async () => {
    if (await vm.remove(line.id)) notify.success(intl.formatMessage(m.deleted));
  };
  return (
    <li className={line.disabled ? 'cart-line disabled' : 'cart-line'} data-testid="cart-line" data-line-id={line.id}>
      <label className="cart-line-select">
        <input type="checkbox" checked={vm.selected.includes(line.id)} disabled={!selectable} onChange={() => vm.toggleSelected(line.id)} />
        <span className="visually-hidden"><FormattedMessage {...m.select} /></span>
      </label>
      {line.image ? <img className="cart-line-image" src={line.image} alt="" width={72} height={72} loading="lazy" /> : <span className="cart-line-image" aria-hidden="true" />}
      <div className="cart-line-body">
        <a className="cart-line-name" href={line.url} target="_blank" rel="noopener noreferrer" title={line.name}>{truncate(line.name)}</a>
        {variant && <p className="muted small"><FormattedMessage {...m.variant} />: {variant}</p>}
        <p className="small">
          <FormattedMessage {...m.unitPrice} />: {line.currency} {formatNumberId(line.price)}
          {' · '}<FormattedMessage {...m.track} />: <FormattedMessage {...(line.packageTrack === 'laut' ? m.sea : m.air)} />
          {' · '}<FormattedMessage {...m.weight} />: {formatNumberId(line.weight, 0)} g
          {line.weightEstimated && (
            <>
              {' '}<span className="estimate-tag" data-testid="cart-line-weight-estimated" title={intl.formatMessage(m.weightEstimatedHelp)}>
                <FormattedMessage {...m.weightEstimated} />
              </span>
              <span className="visually-hidden">{intl.formatMessage(m.weightEstimatedHelp)}</span>
            </>
          )}
        </p>
        {line.note && <p className="muted small"><FormattedMessage {...m.note} />: {line.note}</p>}
        {line.disabled && <p className="cart-line-flag small"><FormattedMessage {...m.consolidated} /></p>}
        {lartas && <LartasNotice entry={lartas} variant="compact" headingLevel={3} testId="cart-line-lartas" />}
        {vm.multiAddress && (
          <div className="cart-line-addresses" data-testid="line-addresses">
            {allocations.map(({ addressId, name: known, quantity }) => {
              const name = known ?? intl.formatMessage(checkoutMessages.unknownAddress);
              return (
                <div key={addressId} className="cart-line-address">
                  <span className={known === null ? 'field-error' : undefined}>{name}</span>
                  <Stepper
                    testId="address-stepper"
                    value={quantity}
                    min={1}
                    max={line.maxQuantity - (line.quantity - quantity)}
                    disabled={line.disabled}
                    label={intl.formatMessage(quantityAt, { name })}
                    onDecrease={() => vm.allocation.decreaseAt(line.id, addressId)}
                    onIncrease={() => vm.allocation.increaseAt(line.id, addressId)}
                    onSet={(n) => vm.allocation.setQuantityAt(line.id, addressId, n)}
                  />
                  <button type="button" className="btn btn-text btn-small" disabled={line.disabled} onClick={() => vm.allocation.removeAddressFrom(line.id, addressId)}>
                    <FormattedMessage {...m.removeAddress} />
                  </button>
                </div>
              );
            })}
            {free.length > 0 && (
              <select
                aria-label={intl.formatMessage(m.sendTo)}
                value=""
                disabled={line.disabled}
                onChange={(e) => { if (e.target.value) vm.allocation.addAddressTo(line.id, e.target.value); }}
              >
                <option value="">{intl.formatMessage(m.chooseAddress)}</option>
                {free.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
              </select>
            )}
          </div>
        )}
      </div>
      <div className="cart-line-side">
        <Stepper
          testId="line-stepper"
          value={line.quantity}
          min={Math.max(1, allocations.length)}
          max={line.maxQuantity}
          disabled={line.disabled}
          label={intl.formatMessage(lineName, { name: truncate(line.name, 30) })}
          onDecrease={() => vm.decrease(line.id)}
          onIncrease={() => vm.increase(line.id)}
          onSet={(n) => vm.setQuantity(line.id, n)}
        />
        <p className="cart-line-total" data-testid="line-total">
          <span className="muted small"><FormattedMessage {...m.subtotal} /></span>
          <strong data-price={total === null ? undefined : ''}>{total === null ? intl.formatMessage(m.notPriced) : formatRupiah(total)}</strong>
        </p>
        <button type="button" className="btn btn-text btn-small" disabled={line.disabled} onClick={() => void onDelete()}>
          <FormattedMessage {...m.delete} />
        </button>
      </div>
    </li>
  );
});
