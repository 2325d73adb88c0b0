/** Pieces the wallet screens share: the failure text (the server's message first, spec section 8) and the amount field. */
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { AmountProblem } from '../../../application/payment/wallet-rules';
import { serverMessage } from '../../../application/session/server-message';
import { formatRupiah } from '../../../domain/format';
import { AccountField } from '../account/AccountField';
import { amountTexts } from './wallet-messages';

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
