/**
 * /checkout (signed in): the lines to check out, the addresses, each shipment's courier, insurance,
 * NPWP, voucher, payment method and the server's breakdown; 'Buat Pesanan' places the order and
 * goes to its invoice (/track?nomor=).
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import {
  CHECKOUT_VIEW_MODEL, isVoucherReason, type CheckoutFailure, type CheckoutViewModel,
} from '../../../application/checkout/checkout-view-model';
import { checkoutModule } from '../../../application/checkout/checkout.module';
import type { PreviewShipment } from '../../../application/ports/checkout-api.port';
import { HEADER_VIEW_MODEL, type HeaderViewModel } from '../../../application/shell/header-view-model';
import type { CartLine } from '../../../domain/cart';
import { formatNumberId, formatRupiah } from '../../../domain/format';
import { useService, useViewModel } from '../../app/container-context';
import { PATHS } from '../../routes/paths';
import { useOffline } from '../../app/page-data';
import { OfflineActionNote } from '../../components/OfflineActionNote';
import { AmountsTable } from './AmountsTable';
import { CheckoutLartas } from './CheckoutLartas';
import { RetryAlert } from './RetryAlert';
import {
  checkoutMessages as m, etdDays, failureTexts, lineGroup, lineQuantity, minSpendDetail, priceChangedText, problemTexts, quantityAt, selectLine,
  shipmentGroup, shipmentTo, shipmentWeight, voucherApplied, voucherErrors,
} from './checkout-messages';
import '../../styles/checkout.css';

function FailureText({ failure }: { failure: CheckoutFailure }) {
  const text = failure.reason ? failureTexts[failure.reason] : undefined;
  if (text) return <FormattedMessage {...text} />;
  return <>{failure.message}</>;
}

const AllocationEditor = observer(function AllocationEditor({ vm, line }: { vm: CheckoutViewModel; line: CartLine }) {
  const intl = useIntl();
  const allocation = vm.allocation.rowsOf(line);
  const free = vm.allocation.freeFor(line);
  return (
    <div className="checkout-allocation" data-testid="checkout-allocation">
      {allocation.length === 0 && <p className="field-error"><FormattedMessage {...problemTexts.allocation_incomplete} /></p>}
      {allocation.map((a) => {
        const name = a.name ?? intl.formatMessage(m.unknownAddress);
        return (
          <div key={a.addressId} className="checkout-allocation-row">
            <span className={a.name ? undefined : 'field-error'}>{name}</span>
            <span className="stepper">
              <button type="button" className="btn btn-small" aria-label={intl.formatMessage(m.decrease)} onClick={() => vm.allocation.decreaseAt(line.id, a.addressId)} disabled={!a.name}>−</button>
              <input
                type="number" min={1} value={a.quantity} aria-label={intl.formatMessage(quantityAt, { name })} disabled={!a.name}
                onChange={(e) => vm.allocation.setQuantityAt(line.id, a.addressId, Number(e.target.value))}
              />
              <button type="button" className="btn btn-small" aria-label={intl.formatMessage(m.increase)} onClick={() => vm.allocation.increaseAt(line.id, a.addressId)} disabled={!a.name}>+</button>
            </span>
            <button type="button" className="btn btn-text btn-small" onClick={() => vm.allocation.removeAddressFrom(line.id, a.addressId)}><FormattedMessage {...m.removeAddress} /></button>
          </div>
        );
      })}
      {free.length > 0 && (
        <label className="checkout-allocation-add small">
          <FormattedMessage {...m.sendTo} />
          <select value="" onChange={(e) => e.target.value && vm.allocation.addAddressTo(line.id, e.target.value)}>
            <option value="">{intl.formatMessage(m.chooseAddress)}</option>
            {free.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          </select>
        </label>
      )}
    </div>
  );
});

const LinesSection = observer(function LinesSection({ vm }: { vm: CheckoutViewModel }) {
  const intl = useIntl();
  return (
    <section className="card checkout-section" aria-labelledby="checkout-lines-title">
      <div className="checkout-section-head">
        <h2 id="checkout-lines-title" className="h5"><FormattedMessage {...m.linesTitle} /></h2>
        <Link to={PATHS.cart} className="small"><FormattedMessage {...m.editCart} /></Link>
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={vm.allSelected} onChange={(e) => vm.selectAll(e.target.checked)} />
        <FormattedMessage {...m.selectAll} />
      </label>
      <ul className="checkout-lines">
        {vm.lines.map((line) => {
          const priced = vm.pricedLine(line);
          const group = vm.groupName(line);
          const selected = vm.isSelected(line.id);
          return (
            <li key={line.id} className={`checkout-line${selected ? '' : ' unselected'}`} data-testid="checkout-line">
              <input type="checkbox" checked={selected} onChange={() => vm.toggleLine(line.id)} aria-label={intl.formatMessage(selectLine, { name: line.name })} />
              {line.image ? <img src={line.image} alt="" width={56} height={56} className="checkout-line-image" /> : <span className="checkout-line-image" aria-hidden="true" />}
              <div className="checkout-line-body">
                <p className="checkout-line-name">{line.name}</p>
                <p className="muted small">
                  <FormattedMessage {...lineQuantity} values={{ quantity: line.quantity }} />
                  {group && <> · <FormattedMessage {...lineGroup} values={{ name: group }} /></>}
                </p>
                {selected && vm.multiAddress && <AllocationEditor vm={vm} line={line} />}
              </div>
              <p className="checkout-line-total">{selected && priced ? formatRupiah(priced.total) : ''}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
});

const AddressSection = observer(function AddressSection({ vm }: { vm: CheckoutViewModel }) {
  return (
    <section className="card checkout-section" aria-labelledby="checkout-address-title">
      <h2 id="checkout-address-title" className="h5"><FormattedMessage {...m.addressTitle} /></h2>
      {vm.noAddress ? (
        <p data-testid="checkout-no-address">
          <FormattedMessage {...m.noAddress} />{' '}
          <Link to={PATHS.address} className="btn btn-primary btn-small"><FormattedMessage {...m.addAddress} /></Link>
        </p>
      ) : (
        <>
          {vm.addresses.length > 1 && (
            <label className="checkbox">
              <input type="checkbox" checked={vm.multiAddress} onChange={(e) => vm.setMultiAddress(e.target.checked)} />
              <FormattedMessage {...m.multiAddress} />
            </label>
          )}
          {!vm.multiAddress && (
            <ul className="checkout-addresses" role="radiogroup" aria-labelledby="checkout-address-title">
              {vm.addresses.map((a) => (
                <li key={a.id} role="none">
                  <label className="radio checkout-address">
                    <input type="radio" name="checkout-address" checked={vm.addressId === a.id} onChange={() => vm.chooseAddress(a.id)} />
                    <span>
                      <strong>{a.name}</strong> · {a.phoneNumber}{a.phoneNumber2 ? ` / ${a.phoneNumber2}` : ''}
                      <span className="muted small checkout-address-text">{a.address}{a.postalCode ? `, ${a.postalCode}` : ''}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <p className="small"><Link to={PATHS.address}><FormattedMessage {...m.addAddress} /></Link></p>
        </>
      )}
    </section>
  );
});

const ShipmentCard = observer(function ShipmentCard({ vm, shipment }: { vm: CheckoutViewModel; shipment: PreviewShipment }) {
  const title = shipment.consolidated
    ? <FormattedMessage {...shipmentGroup} values={{ group: shipment.name, name: shipment.address.name }} />
    : <FormattedMessage {...shipmentTo} values={{ name: shipment.address.name }} />;
  const place = [shipment.address.address, shipment.address.subDistrictName, shipment.address.districtName, shipment.address.provinceName].filter(Boolean).join(', ');
  return (
    <li className="checkout-shipment" data-testid="checkout-shipment">
      <h3 className="h6">{title}</h3>
      <p className="muted small">{place}</p>
      <ul className="small checkout-shipment-lines">
        {shipment.lines.map((l) => <li key={l.cartDetailCode}>{l.name} × {l.quantity}</li>)}
      </ul>
      <p className="muted small"><FormattedMessage {...shipmentWeight} values={{ kg: formatNumberId(shipment.chargedWeightGrams / 1000) }} /></p>
      {shipment.shippingOptions.length === 0 ? (
        <p className="field-error"><FormattedMessage {...m.noCourier} /></p>
      ) : (
        <fieldset className="checkout-couriers">
          <legend className="small"><FormattedMessage {...m.courier} /></legend>
          {shipment.shippingOptions.map((o) => (
            <label key={`${o.courier}-${o.service}`} className="radio small">
              <input
                type="radio" name={`courier-${shipment.key}`} checked={vm.isShippingChosen(shipment.key, o)}
                onChange={() => vm.chooseShipping(shipment.key, o)}
              />
              <span>
                {o.courier} {o.service}{o.description ? ` (${o.description})` : ''}
                {o.etd && <> · <FormattedMessage {...etdDays} values={{ etd: o.etd }} /></>}
                {' · '}{formatRupiah(o.price)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </li>
  );
});

const VoucherSection = observer(function VoucherSection({ vm }: { vm: CheckoutViewModel }) {
  const intl = useIntl();
  const error = vm.voucherError;
  const errorText = error ? voucherErrors[error.reason ?? ''] : undefined;
  const applied = vm.preview?.voucher;
  return (
    <section className="card checkout-section" aria-labelledby="checkout-voucher-title">
      <h2 id="checkout-voucher-title" className="h5"><FormattedMessage {...m.voucherTitle} /></h2>
      <form
        className={`input-with-button${error ? ' invalid' : ''}`}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.applyVoucher();
        }}
      >
        <input
          type="text" value={vm.voucherInput} onChange={(e) => vm.setVoucherInput(e.target.value)} aria-label={intl.formatMessage(m.voucherLabel)}
          placeholder={intl.formatMessage(m.voucherLabel)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'checkout-voucher-error' : undefined}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-outline" disabled={vm.previewing}><FormattedMessage {...m.voucherApply} /></button>
      </form>
      {error && (
        <p id="checkout-voucher-error" className="field-error" role="alert" data-testid="voucher-error">
          {errorText ? <FormattedMessage {...errorText} /> : error.message}
          {error.reason === 'VOUCHER_MIN_SPEND' && error.message && <> <FormattedMessage {...minSpendDetail} values={{ message: error.message }} /></>}
        </p>
      )}
      {applied && vm.voucherCode && (
        <p className="checkout-voucher-applied small" data-testid="voucher-applied">
          <FormattedMessage {...voucherApplied} values={{ code: applied.code, amount: formatRupiah(applied.discount) }} />{' '}
          <button type="button" className="btn btn-text btn-small" onClick={vm.removeVoucher}><FormattedMessage {...m.voucherRemove} /></button>
        </p>
      )}
    </section>
  );
});

const PaymentSection = observer(function PaymentSection({ vm }: { vm: CheckoutViewModel }) {
  return (
    <section className="card checkout-section" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="h5"><FormattedMessage {...m.paymentTitle} /></h2>
      {vm.paymentGroupsFailed && <RetryAlert onRetry={() => void vm.retryPaymentGroups()}><FormattedMessage {...m.paymentFailed} /></RetryAlert>}
      <div role="radiogroup" aria-labelledby="checkout-payment-title" className="checkout-payments">
        {vm.paymentGroups.map((g) => (
          <fieldset key={g.group} className="checkout-payment-group">
            <legend>{g.label}</legend>
            {g.methods.map((method) => (
              <label key={method.code} className="radio">
                <input type="radio" name="payment-method" value={method.code} checked={vm.paymentMethod === method.code} onChange={() => vm.choosePayment(method.code)} />
                <span>{method.name}{method.description && <span className="muted small"> · {method.description}</span>}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </section>
  );
});

const Summary = observer(function Summary({ vm }: { vm: CheckoutViewModel }) {
  const offline = useOffline();
  const preview = vm.preview;
  const problems = vm.submitted ? vm.problems : [];
  return (
    <section className="card checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title" className="h5"><FormattedMessage {...m.summaryTitle} /></h2>
      {preview ? <AmountsTable totals={preview.totals} testId="checkout-breakdown" /> : vm.previewing && <p className="muted" role="status"><FormattedMessage {...m.previewLoading} /></p>}
      {preview && vm.previewing && <p className="muted small" role="status"><FormattedMessage {...m.previewLoading} /></p>}
      {vm.previewError && (
        <RetryAlert testId="preview-error" onRetry={() => void vm.refreshPreview()}>
          <FormattedMessage {...m.previewFailed} /> <FailureText failure={vm.previewError} />
        </RetryAlert>
      )}
      {vm.priceChange && (
        <div className="checkout-price-change" role="alertdialog" aria-labelledby="checkout-price-title" data-testid="price-changed">
          <p id="checkout-price-title"><strong><FormattedMessage {...m.priceTitle} /></strong></p>
          <p><FormattedMessage {...priceChangedText} values={{ from: formatRupiah(vm.priceChange.from), to: formatRupiah(vm.priceChange.to) }} /></p>
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={() => void vm.confirmPriceChange()}><FormattedMessage {...m.priceConfirm} /></button>
            <button type="button" className="btn btn-outline" onClick={vm.placement.dismissPriceChange}><FormattedMessage {...m.priceCancel} /></button>
          </div>
        </div>
      )}
      {vm.placeError && !isVoucherReason(vm.placeError.reason) && (
        <p className="form-error" role="alert" data-testid="place-error">
          <FailureText failure={vm.placeError} />{' '}
          <button type="button" className="btn btn-text btn-small" onClick={vm.placement.dismissError}><FormattedMessage {...m.dismiss} /></button>
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert">
          <ul className="form-error checkout-problems">
            {problems.map((p) => <li key={p}><FormattedMessage {...problemTexts[p]} /></li>)}
          </ul>
        </div>
      )}
      {!vm.priceChange && (
        <button type="button" className="btn btn-primary btn-block" onClick={() => void vm.placeOrder()} disabled={vm.placing || vm.awaitingPreview || vm.placed !== null || offline} aria-describedby={offline ? 'checkout-offline-note' : undefined} data-testid="place-order">
          <FormattedMessage {...(vm.placing ? m.placing : m.place)} />
        </button>
      )}
      <OfflineActionNote id="checkout-offline-note" />
    </section>
  );
});

export const CheckoutView = observer(function CheckoutView({ vm }: { vm: CheckoutViewModel }) {
  const intl = useIntl();
  if (vm.loading) return <p className="muted" role="status"><FormattedMessage {...m.loading} /></p>;
  if (vm.lines.length === 0) {
    return (
      <div className="empty-state" data-testid="checkout-empty">
        {vm.loadFailed && <RetryAlert onRetry={() => void vm.load()}><FormattedMessage {...m.loadFailed} /></RetryAlert>}
        <p><FormattedMessage {...m.empty} /></p>
        <Link to={PATHS.cart} className="btn btn-primary"><FormattedMessage {...m.backToCart} /></Link>
      </div>
    );
  }
  const shipments = vm.preview?.shipments ?? [];
  return (
    <div className="checkout-grid">
      <div className="checkout-main">
        {vm.loadFailed && <RetryAlert onRetry={() => void vm.load()}><FormattedMessage {...m.loadFailed} /></RetryAlert>}
        <LinesSection vm={vm} />
        <AddressSection vm={vm} />
        {shipments.length > 0 && (
          <section className="card checkout-section" aria-labelledby="checkout-shipments-title">
            <h2 id="checkout-shipments-title" className="h5"><FormattedMessage {...m.shipmentsTitle} /></h2>
            <ul className="checkout-shipments">
              {shipments.map((s) => <ShipmentCard key={s.key} vm={vm} shipment={s} />)}
            </ul>
          </section>
        )}
        <section className="card checkout-section" aria-label={intl.formatMessage(m.optionsTitle)}>
          <h2 className="h5"><FormattedMessage {...m.optionsTitle} /></h2>
          <label className="checkbox">
            <input type="checkbox" checked={vm.insured} onChange={(e) => vm.setInsurance(e.target.checked)} />
            <FormattedMessage {...m.insurance} />
          </label>
          {vm.npwpOffered && (
            <label className="checkbox">
              <input type="checkbox" checked={vm.npwpChosen} onChange={(e) => vm.setNpwp(e.target.checked)} />
              <FormattedMessage {...m.npwp} />
            </label>
          )}
        </section>
        <VoucherSection vm={vm} />
        <PaymentSection vm={vm} />
        <CheckoutLartas vm={vm} />
      </div>
      <aside className="checkout-side">
        <Summary vm={vm} />
      </aside>
    </div>
  );
});

const CheckoutPage = observer(function CheckoutPage() {
  const vm = useViewModel<CheckoutViewModel>(CHECKOUT_VIEW_MODEL, checkoutModule);
  const header = useService<HeaderViewModel>(HEADER_VIEW_MODEL);
  const navigate = useNavigate();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const target = vm.invoicePath;
  useEffect(() => {
    if (!target) return;
    // The badges follow: the checked-out lines left the cart, the new invoice waits for payment.
    void header.refresh();
    void navigate(target);
  }, [target, header, navigate]);
  return (
    <div className="checkout-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <CheckoutView vm={vm} />
    </div>
  );
});

export default CheckoutPage;
