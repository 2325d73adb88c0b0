/**
 * The owner's payment panel on /track?nomor= (InvoicePayment, application/payment): the methods
 * and 'Bayar' while the invoice waits for a charge; the charge's instructions (VA number with a copy
 * button, Mandiri biller code and bill key, the QRIS code drawn in the page, the card's 3-D Secure
 * link) with the time left and 'Ganti metode pembayaran'; the receipt once paid. It ticks the
 * countdown every second and polls payment/status every pollIntervalMs while the page is visible.
 * The card's fields are CardForm.tsx; 'Bayar' with the card sends the whole page to 3-D Secure.
 * Issue 23: GoPay (the app's deep link on a phone, the QR code on a computer), ShopeePay (the deep
 * link; on a computer its QR code for the phone's camera), the convenience stores' payment code, and
 * below every charge the collapsible steps per channel (src/domain/payment/instructions.ts, loaded
 * with this screen only); a disabled 'Bayar' says why.
 */
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoicePayment } from '../../../application/payment/invoice-payment';
import { ApiError } from '../../../application/ports/api-error';
import { CARD_DECLINED, CARD_INVALID, CARD_SCRIPT_UNAVAILABLE, CARD_UNAVAILABLE } from '../../../application/ports/card-tokenizer.port';
import type { PaymentInstructions } from '../../../application/ports/order-api.port';
import { formatRupiah } from '../../../domain/format';
import type { GuideDevice } from '../../../domain/payment/instructions';
import { ewalletName, payText, storeName, type GuideLang } from '../../../domain/payment/pay-texts';
import { copyText } from '../../lib/clipboard';
import { useOffline } from '../../app/page-data';
import { OfflineActionNote } from '../../components/OfflineActionNote';
import { notify } from '../../lib/toast';
import { CardForm } from './CardForm';
import { countdownText, when } from './invoice-parts';
import { bankVa, cardMessages, copySuccess, payWithin, paymentMessages as m, useWalletLabel } from './payment-messages';

const QrCanvas = lazy(() => import('./QrCanvas'));
/** The steps per channel and bank (src/domain/payment/instructions.ts): loaded once a charge is shown. */
const PaymentGuide = lazy(() => import('./PaymentGuide'));
/** The customer's saved cards (the 'perks' feature, loaded with it; docs/perks.md). */
const SavedCardPicker = lazy(() => import('./SavedCardPicker'));

const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Ticks the countdown every second and polls while a charge waits (visible page only). */
function usePaymentClock(payment: InvoicePayment): void {
  const pending = payment.pending;
  const polling = payment.polling;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setInterval(payment.tick, 1000);
    return () => window.clearInterval(timer);
  }, [payment, pending]);
  useEffect(() => {
    if (!polling) return;
    const poll = () => {
      if (visible()) void payment.poll();
    };
    const timer = window.setInterval(poll, payment.pollIntervalMs);
    document.addEventListener('visibilitychange', poll);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
  }, [payment, polling]);
}

function CopyValue({ label, value, testId }: { label: ReactNode; value: string; testId: string }) {
  const intl = useIntl();
  const [feedback, setFeedback] = useState<string | null>(null);
  const copy = async () => {
    const ok = await copyText(value);
    const text = ok ? intl.formatMessage(copySuccess, { text: value }) : intl.formatMessage(m.copyUnsupported);
    setFeedback(text);
    if (ok) notify.success(text);
    else notify.error(text);
  };
  return (
    <div className="payment-copy">
      <span className="small muted">{label}</span>
      <div className="payment-copy-row">
        <strong className="payment-reference" data-testid={testId}>{value}</strong>
        <button type="button" className="btn btn-outline btn-small" onClick={() => void copy()} data-testid={`${testId}-copy`}><FormattedMessage {...m.copy} /></button>
      </div>
      {feedback && <p className="small" role="status" data-testid="copy-feedback">{feedback}</p>}
    </div>
  );
}

/** The page's language for the instruction data. */
function useGuideLang(): GuideLang {
  return useIntl().locale.startsWith('en') ? 'en' : 'id';
}

/** A phone: a narrow screen, or a touch screen held sideways (a short one). A tablet counts as a computer (Midtrans: QR on a computer or tablet). */
const PHONE_QUERY = '(max-width: 767px), (pointer: coarse) and (max-height: 500px)';
const phoneNow = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

function useDevice(): GuideDevice {
  const [phone, setPhone] = useState(phoneNow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone ? 'phone' : 'computer';
}

/** An address for a phone's camera: a deep link that is a path of this site becomes absolute. */
function absolute(url: string): string {
  if (!url.startsWith('/') || typeof document === 'undefined') return url;
  return new URL(url, document.baseURI).href;
}

function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <Suspense fallback={<div className="payment-qr-placeholder" />}>
      <QrCanvas value={value} label={label} />
    </Suspense>
  );
}

/** GoPay and ShopeePay: the app's deep link on a phone; on a computer GoPay's QR code, ShopeePay's deep link as a QR code for the phone's camera. */
function Ewallet({ charge, app, device, lang }: { charge: PaymentInstructions; app: string; device: GuideDevice; lang: GuideLang }) {
  const deeplink = charge.deeplinkUrl ?? null;
  const qrLabel = payText('qrLabel', lang, { app });
  const openButton = deeplink && (
    <p>
      <a className={device === 'phone' ? 'btn btn-primary' : 'btn btn-outline'} href={deeplink} rel="noopener noreferrer" data-testid="payment-deeplink">
        {payText('openApp', lang, { app })}
      </a>
    </p>
  );
  const gopayQr = charge.qrString
    ? <QrCode value={charge.qrString} label={qrLabel} />
    : charge.qrUrl ? <img className="payment-qr-code" src={charge.qrUrl} alt={qrLabel} width={240} height={240} data-testid="payment-qr-image" /> : null;
  if (device === 'phone' && deeplink) {
    return (
      <div className="payment-ewallet" data-testid="payment-ewallet" data-device="phone">
        {openButton}
        <p className="small">{payText('openHint', lang, { app })}</p>
      </div>
    );
  }
  if (gopayQr) {
    return (
      <div className="payment-ewallet payment-qr" data-testid="payment-ewallet" data-device="computer">
        <p className="small">{payText('scanGopay', lang)}</p>
        {gopayQr}
      </div>
    );
  }
  return (
    <div className="payment-ewallet payment-qr" data-testid="payment-ewallet" data-device={device}>
      {deeplink && <p className="small">{payText('scanToOpen', lang, { app })}</p>}
      {deeplink && <QrCode value={absolute(deeplink)} label={qrLabel} />}
      {openButton}
    </div>
  );
}

function Instructions({ charge, amount }: { charge: PaymentInstructions; amount: number }) {
  const intl = useIntl();
  const lang = useGuideLang();
  const device = useDevice();
  const app = ewalletName(charge.method);
  const store = storeName(charge.method);
  return (
    <div className="payment-instructions" data-testid="payment-instructions">
      {charge.vaNumber && (
        <CopyValue
          label={<>{charge.bank && <FormattedMessage {...bankVa} values={{ bank: charge.bank.toUpperCase() }} />} · <FormattedMessage {...m.vaNumber} /></>}
          value={charge.vaNumber} testId="payment-va"
        />
      )}
      {charge.billerCode && <CopyValue label={<FormattedMessage {...m.billerCode} />} value={charge.billerCode} testId="payment-biller-code" />}
      {charge.billKey && <CopyValue label={<FormattedMessage {...m.billKey} />} value={charge.billKey} testId="payment-bill-key" />}
      {charge.paymentCode && (
        <CopyValue label={store ? payText('storeCode', lang, { store }) : payText('paymentCode', lang)} value={charge.paymentCode} testId="payment-code" />
      )}
      {app && <Ewallet charge={charge} app={app} device={device} lang={lang} />}
      {!app && charge.qrString && (
        <div className="payment-qr">
          <p className="small"><FormattedMessage {...m.scanQr} /></p>
          <QrCode value={charge.qrString} label={intl.formatMessage(m.qrLabel)} />
        </div>
      )}
      {charge.redirectUrl && (
        <>
          <p className="small"><FormattedMessage {...cardMessages.pendingHint} /></p>
          <p><a className="btn btn-primary" href={charge.redirectUrl} rel="noopener noreferrer" data-testid="payment-redirect"><FormattedMessage {...m.cardLink} /></a></p>
        </>
      )}
      <Suspense fallback={null}>
        <PaymentGuide charge={charge} amount={amount} device={device} lang={lang} />
      </Suspense>
    </div>
  );
}

function failureText(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}

/** What went wrong: the card's refusals in the page's language (the gateway's own words below), else the server's 4xx message. */
function Failure({ error }: { error: unknown }) {
  const reason = error instanceof ApiError ? error.reason : undefined;
  if (reason === CARD_DECLINED || reason === CARD_INVALID) {
    const detail = (error as ApiError).message;
    return (
      <>
        <FormattedMessage {...(reason === CARD_DECLINED ? cardMessages.declined : cardMessages.refused)} />
        {detail && <><br /><span className="muted" data-testid="payment-error-detail">{detail}</span></>}
      </>
    );
  }
  if (reason === CARD_SCRIPT_UNAVAILABLE || reason === CARD_UNAVAILABLE) return <FormattedMessage {...cardMessages.unavailable} />;
  return <>{failureText(error) ?? <FormattedMessage {...m.failed} />}</>;
}

const MethodChooser = observer(function MethodChooser({ payment }: { payment: InvoicePayment }) {
  const offline = useOffline();
  const detail = payment.detail;
  const lang = useGuideLang();
  if (!detail) return null;
  return (
    <form
      className="payment-choose" data-testid="payment-choose" noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void payment.pay();
      }}
    >
      {payment.cardDenied && <p className="form-error small" role="alert" data-testid="card-denied"><FormattedMessage {...cardMessages.declined} /></p>}
      <fieldset>
        <legend className="h6"><FormattedMessage {...m.chooseMethod} /></legend>
        {payment.methodGroups.map((g) => (
          <div key={g.group} className="payment-group">
            <p className="small muted">{g.label}</p>
            {g.methods.map((method) => (
              <label key={method.code} className="radio-option">
                <input type="radio" name="payment-choice" value={method.code} checked={payment.method === method.code} onChange={() => payment.choose(method.code)} />
                {' '}{method.name}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      {payment.optionsFailed && (
        <p className="form-error small" role="alert">
          <FormattedMessage {...m.optionsFailed} />{' '}
          <button type="button" className="btn btn-text btn-small" onClick={() => void payment.loadOptions()}><FormattedMessage {...m.retry} /></button>
        </p>
      )}
      {payment.walletOffered && (
        <label className="checkbox-option" data-testid="payment-use-wallet">
          <input type="checkbox" checked={payment.useWallet} onChange={(e) => payment.setUseWallet(e.target.checked)} />
          {' '}<FormattedMessage {...useWalletLabel} values={{ balance: formatRupiah(payment.balance) }} />
        </label>
      )}
      {payment.cardChosen && <Suspense fallback={null}><SavedCardPicker payment={payment} /></Suspense>}
      {payment.cardChosen && payment.savedCardId === null && <CardForm payment={payment} />}
      {payment.error !== null && (
        <p className="form-error small" role="alert" data-testid="payment-error"><Failure error={payment.error} /></p>
      )}
      {payment.payBlockedReason && (
        <p id="pay-blocked-reason" className="small" data-testid="pay-blocked-reason">
          {payText(payment.payBlockedReason === 'unavailable' ? 'unavailable' : 'chooseFirst', lang)}
        </p>
      )}
      <div className="payment-actions">
        <button
          type="submit" className="btn btn-primary" disabled={!payment.canPay || offline} data-testid="pay-button"
          aria-describedby={offline ? 'pay-offline-note' : payment.payBlockedReason ? 'pay-blocked-reason' : undefined}
        >
          <FormattedMessage {...(payment.charging ? m.paying : m.pay)} />
        </button>
        {payment.changing && (
          <button type="button" className="btn btn-outline" onClick={payment.cancelChange}><FormattedMessage {...m.cancelChange} /></button>
        )}
      </div>
      <OfflineActionNote id="pay-offline-note" />
    </form>
  );
});

/**
 * The payment's status for screen readers (issue 24): a polite live region that stays in place
 * while the panel turns into the receipt, so 'Pembayaran diterima' is said when this page sees the
 * payment arrive (paidHere), not on every visit to a paid invoice.
 */
export const PayPanel = observer(function PayPanel({ payment }: { payment: InvoicePayment }) {
  const intl = useIntl();
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="payment-status-live">{payment.paidHere ? intl.formatMessage(m.receiptTitle) : ''}</p>
      <PayPanelBody payment={payment} />
    </>
  );
});

const PayPanelBody = observer(function PayPanelBody({ payment }: { payment: InvoicePayment }) {
  usePaymentClock(payment);
  const intl = useIntl();
  const detail = payment.detail;
  if (!detail) return null;
  if (payment.paid) {
    return (
      <div className="payment-receipt" data-testid="payment-receipt">
        <p className="h5"><FormattedMessage {...m.receiptTitle} /></p>
        <dl className="payment-facts small">
          <dt><FormattedMessage {...m.paidAt} /></dt><dd data-testid="receipt-paid-at">{when(detail.paidAt)}</dd>
          <dt><FormattedMessage {...m.amount} /></dt><dd data-testid="receipt-amount">{formatRupiah(detail.amounts.total)}</dd>
          <dt><FormattedMessage {...m.method} /></dt><dd data-testid="receipt-method">{detail.paymentInstructions?.methodName ?? detail.paymentMethodName ?? '-'}</dd>
          {detail.walletUsed > 0 && <><dt><FormattedMessage {...m.walletUsed} /></dt><dd>{formatRupiah(detail.walletUsed)}</dd></>}
        </dl>
      </div>
    );
  }
  if (!payment.pending) return null;
  const charge = payment.charge;
  return (
    <div className="pay-panel" data-testid="pay-panel">
      <dl className="payment-facts small">
        <dt><FormattedMessage {...m.amountDue} /></dt><dd data-testid="payment-amount-due">{formatRupiah(detail.amountDue)}</dd>
        {detail.walletUsed > 0 && <><dt><FormattedMessage {...m.walletUsed} /></dt><dd>{formatRupiah(detail.walletUsed)}</dd></>}
      </dl>
      {payment.left && (
        <p className="payment-countdown" data-testid="payment-countdown" role="timer">
          <FormattedMessage {...payWithin} values={{ time: countdownText(intl, payment.left) }} />
        </p>
      )}
      {payment.redirectingTo && (
        <p className="small" role="status" data-testid="card-redirecting"><FormattedMessage {...cardMessages.redirecting} /></p>
      )}
      {charge && !payment.changing && (
        <>
          <p className="small"><strong>{charge.methodName ?? detail.paymentMethodName}</strong></p>
          <Instructions charge={charge} amount={detail.amountDue} />
          <p className="muted small"><FormattedMessage {...m.waiting} /></p>
          <button type="button" className="btn btn-text" onClick={payment.startChange} data-testid="change-method"><FormattedMessage {...m.changeMethod} /></button>
        </>
      )}
      {payment.choosing && <MethodChooser payment={payment} />}
    </div>
  );
});
