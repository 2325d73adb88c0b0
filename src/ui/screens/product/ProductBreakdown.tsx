/** The product's landed-cost breakdown (the view-model's priceLine), live with quantity, variant and track. */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatRupiah } from '../../../domain/format';
import type { ProductViewModel } from '../../../application/product/product-view-model';
import { pm } from './product-messages';
import { RateNote } from '../../components/RateNote';

function Row({ label, value, strong = false, testId }: { label: ReactNode; value: number; strong?: boolean; testId: string }) {
  return (
    <tr className={strong ? 'total-row' : undefined}>
      <th scope="row">{label}</th>
      <td data-price="" data-testid={`breakdown-${testId}`}>{formatRupiah(value)}</td>
    </tr>
  );
}

export const ProductBreakdown = observer(function ProductBreakdown({ vm }: { vm: ProductViewModel }) {
  const b = vm.breakdown;
  if (!b) return <p className="form-error" role="alert"><FormattedMessage {...pm.noRate} /></p>;
  return (
    <section className="breakdown" aria-labelledby="product-breakdown-title" data-testid="product-breakdown">
      <h2 id="product-breakdown-title" className="h5"><FormattedMessage {...pm.breakdown} /></h2>
      <table className="table">
        <tbody>
          <Row testId="goods" label={<FormattedMessage {...pm.goodsValue} />} value={b.goodsValue} />
          {b.usTax > 0 && <Row testId="us-tax" label={<FormattedMessage {...pm.usTax} />} value={b.usTax} />}
          <Row testId="freight" label={<FormattedMessage {...pm.freight} />} value={b.freight} />
          {b.allIn > 0 && <Row testId="all-in" label={<FormattedMessage {...pm.allIn} />} value={b.allIn} />}
          <Row testId="insurance" label={<FormattedMessage {...pm.insuranceRow} />} value={b.insurance} />
          <Row testId="duty" label={<FormattedMessage {...pm.duty} />} value={b.importDuty} />
          <Row testId="vat" label={<FormattedMessage {...pm.vat} />} value={b.vat} />
          <Row testId="income-tax" label={<FormattedMessage {...pm.incomeTax} />} value={b.incomeTax} />
          <Row testId="packing" label={<FormattedMessage {...pm.packingFee} />} value={b.packingFee} />
          <Row testId="additional" label={<FormattedMessage {...pm.additionalTransaction} />} value={b.additionalTransaction} />
          <Row testId="warehouse" label={<FormattedMessage {...pm.shippingToWarehouse} />} value={b.shippingToWarehouse} />
          <Row testId="transaction" label={<FormattedMessage {...pm.transactionFee} />} value={b.transactionFee} />
          <Row testId="total" label={<FormattedMessage {...pm.total} />} value={b.total} strong />
        </tbody>
      </table>
      <p className="muted small"><FormattedMessage {...pm.estimate} /></p>
      <RateNote rates={vm.rateNotes} />
    </section>
  );
});
