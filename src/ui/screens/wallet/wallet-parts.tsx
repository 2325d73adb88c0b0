/** Pieces the wallet screens share: the failure text (the server's message first, spec section 8), the amount field and the one-time code. */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { OtpProblem, OtpStep } from '../../../application/account/otp-step';
import type { AmountProblem } from '../../../application/payment/wallet-rules';
import { serverMessage } from '../../../application/session/server-message';
import { formatRupiah } from '../../../domain/format';
import { AccountField } from '../account/AccountField';
import { amountTexts, otpSent, walletMessages as m } from './wallet-messages';

/** A failed call: the server's message, else the screen's own text. */
export function FailureText({ error, fallback, testId }: { error: unknown; fallback: MessageDescriptor; testId: string }) {
  const text = serverMessage(error);
  return <p className="form-error" role="alert" data-testid={testId}>{text ?? <FormattedMessage {...fallback} />}</p>;
}

interface AmountFieldProps {
  id: string;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
  problem: AmountProblem | null;
  min: number;
  max?: number;
}

export function AmountField({ id, label, hint, value, onChange, problem, min, max }: AmountFieldProps) {
  const intl = useIntl();
  const error = problem
    ? intl.formatMessage(amountTexts[problem], { min: formatRupiah(min), max: max === undefined ? '' : formatRupiah(max) })
    : null;
  return (
    <AccountField id={id} label={label} value={value} onChange={onChange} inputMode="numeric" autoComplete="off" error={error} hint={<FormattedMessage {...hint} />} />
  );
}

/** The withdrawal's one-time code: 'Kirim kode', where it went, the code typed (verified on submit). */
export const OtpField = observer(function OtpField({ otp, problem }: { otp: OtpStep; problem: OtpProblem | null }) {
  const send = (
    <button type="button" className="btn btn-outline" onClick={() => void otp.send()} disabled={otp.sending.busy || otp.verified} data-testid="withdraw-otp-send">
      <FormattedMessage {...(otp.sending.busy ? m.otpSending : otp.sentTo ? m.otpResend : m.otpSend)} />
    </button>
  );
  const hint = otp.verified
    ? <FormattedMessage {...m.otpVerified} />
    : otp.sentTo ? <span data-testid="withdraw-otp-sent"><FormattedMessage {...otpSent} values={{ to: otp.sentTo.join(', ') }} /></span> : <FormattedMessage {...m.otpHint} />;
  return (
    <>
      <AccountField
        id="withdraw-otp" inputMode="numeric" autoComplete="one-time-code" label={m.otp} value={otp.code} onChange={otp.setCode} locked={otp.verified}
        error={problem === 'required' ? m.otpRequired : problem === 'format' ? m.otpFormat : null} hint={hint} addon={send}
      />
      {otp.error !== null && <FailureText error={otp.error} fallback={m.otpFailed} testId="withdraw-otp-error" />}
    </>
  );
});
