/**
 * Pieces the perks pages share: the load failure with 'Coba lagi' (the spec's 'Failed to get data'),
 * the copy-code button (the spec's 'Successfully copy: {text}' / 'Copy to clipboard not supported')
 * and a voucher's conditions.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerVoucher } from '../../../application/ports/customer-voucher-api.port';
import { formatDateWib, formatRupiah } from '../../../domain/format';
import { copyText } from '../../lib/clipboard';
import { perksMessages as pm, voucherMessages as vm } from './perks-messages';

export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  return (
    <p className="form-error" role="alert" data-testid={testId}>
      <FormattedMessage {...pm.loadFailed} />{' '}
      <button type="button" className="btn btn-text" onClick={onRetry}><FormattedMessage {...pm.retry} /></button>
    </p>
  );
}

/** Copies the code; the result shows beside the button (as the payment panel's copy does). */
export function CopyCodeButton({ code, className = 'btn btn-small' }: { code: string; className?: string }) {
  const intl = useIntl();
  const [feedback, setFeedback] = useState<string | null>(null);
  const copy = async () => {
    setFeedback(await copyText(code) ? intl.formatMessage(pm.copied, { text: code }) : intl.formatMessage(pm.copyUnsupported));
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void copy()} data-testid="copy-code">
        <FormattedMessage {...pm.copy} />
      </button>
      {feedback && <span className="small" role="status" data-testid="copy-feedback">{feedback}</span>}
    </>
  );
}

/** The headline of a voucher: 'Diskon 10%' or 'Potongan Rp 25.000'. */
export function VoucherValue({ voucher }: { voucher: Pick<CustomerVoucher, 'kind' | 'value'> }) {
  return voucher.kind === 'percentage'
    ? <FormattedMessage {...vm.percentOff} values={{ value: voucher.value }} />
    : <FormattedMessage {...vm.fixedOff} values={{ amount: formatRupiah(voucher.value) }} />;
}

/** The voucher's conditions, one a line. */
export function VoucherConditions({ voucher }: { voucher: CustomerVoucher }) {
  return (
    <ul className="perks-conditions" data-testid="voucher-conditions">
      {voucher.kind === 'percentage' && voucher.maxDiscount !== null && (
        <li><FormattedMessage {...vm.maxDiscount} values={{ amount: formatRupiah(voucher.maxDiscount) }} /></li>
      )}
      <li>
        {voucher.minSpend > 0
          ? <FormattedMessage {...vm.minSpend} values={{ amount: formatRupiah(voucher.minSpend) }} />
          : <FormattedMessage {...vm.noMinSpend} />}
      </li>
      <li>
        {voucher.endsAt !== null
          ? <FormattedMessage {...vm.endsAt} values={{ date: formatDateWib(Date.parse(voucher.endsAt)) }} />
          : <FormattedMessage {...vm.noEnd} />}
      </li>
      {voucher.perCustomerLimit !== null && <li><FormattedMessage {...vm.oncePerCustomer} values={{ count: voucher.perCustomerLimit }} /></li>}
      {voucher.newCustomerOnly && <li><FormattedMessage {...vm.newCustomer} /></li>}
    </ul>
  );
}
