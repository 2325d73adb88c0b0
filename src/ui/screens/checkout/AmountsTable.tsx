/** The breakdown of an order's amounts (the preview's totals, an invoice's amounts), in rupiah. */
import { FormattedMessage } from 'react-intl';
import type { CheckoutTotals } from '../../../application/ports/checkout-api.port';
import { formatRupiah } from '../../../domain/format';
import { amountRows, amountTotal } from './checkout-messages';

export function AmountsTable({ totals, testId = 'amounts' }: { totals: CheckoutTotals; testId?: string }) {
  return (
    <table className="table amounts-table" data-testid={testId}>
      <tbody>
        {amountRows.filter((row) => !row.optional || totals[row.key] > 0).map((row) => (
          <tr key={row.key}>
            <th scope="row"><FormattedMessage {...row.label} /></th>
            <td data-price="" data-testid={`amount-${row.key}`}>{row.negative ? `- ${formatRupiah(totals[row.key])}` : formatRupiah(totals[row.key])}</td>
          </tr>
        ))}
        <tr className="total-row">
          <th scope="row"><FormattedMessage {...amountTotal} /></th>
          <td data-price="" data-testid="amount-total">{formatRupiah(totals.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
