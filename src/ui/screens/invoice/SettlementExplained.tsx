/**
 * An additional invoice or a wallet credit explained (docs/settlement.md): the order and line, the
 * reasons in words, estimated against measured weight and sizes (volumetric weight, the charged
 * weight or sea volume), the line's freight, duty, VAT and income tax before and after, the rows
 * whose differences add up to the amount, and a link to open a ticket about the order.
 */
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { ExplanationFigures, ExplanationLineParts, SettlementExplanation } from '../../../application/ports/settlement-explanation';
import { formatIntegerId, formatNumberId, formatRupiah } from '../../../domain/format';
import { pm } from '../product/product-messages';
import { reasonTexts, settlementFor, settlementForOrder, settlementMessages as m } from './invoice-messages';
import { SettlementIntl } from './settlement/settlement-intl';

const ROW_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  goods_value: pm.goodsValue, us_tax: pm.usTax, shipping_to_warehouse: pm.shippingToWarehouse, packing_fee: pm.packingFee,
  additional_transaction: pm.additionalTransaction, insurance: pm.insuranceRow, freight: pm.freight, all_in: pm.allIn,
  import_duty: pm.duty, vat: pm.vat, income_tax: pm.incomeTax, transaction_fee: pm.transactionFee,
  domestic_shipping: m.domesticShipping, not_credited: m.notCredited, other: m.other,
};

/** '+ Rp 10.000', '- Rp 5.000', 'Rp 0'. */
export function signedRupiah(value: number): string {
  if (value === 0) return formatRupiah(0);
  return value > 0 ? `+ ${formatRupiah(value)}` : `- ${formatRupiah(-value)}`;
}

const grams = (g: number) => formatIntegerId(Math.round(g));
const sizeText = (f: ExplanationFigures): string | null =>
  f.lengthCm === null || f.widthCm === null || f.heightCm === null ? null : [f.lengthCm, f.widthCm, f.heightCm].map((n) => formatNumberId(n, n % 1 === 0 ? 0 : 1)).join(' × ');
const cbm = (v: number) => formatNumberId(v, 2);
const price = (v: number) => formatNumberId(v, 2);

function Reasons({ e }: { e: SettlementExplanation }) {
  const values = {
    estimated: grams(e.estimated.weightGrams), measured: grams(e.measured?.weightGrams ?? 0),
    estimatedSize: sizeText(e.estimated) ?? '-', measuredSize: e.measured ? sizeText(e.measured) ?? '-' : '-',
    charged: grams(e.measured?.chargedGrams ?? e.estimated.chargedGrams), volume: cbm(e.measured?.volumeCbm ?? e.estimated.volumeCbm),
    paid: price(e.pricePaid ?? e.priceEstimated), priced: price(e.priceEstimated), currency: e.currency,
    bought: e.quantityBought ?? e.quantity, quantity: e.quantity,
  };
  const known = e.reasons.filter((r) => reasonTexts[r]);
  if (known.length === 0) return null;
  return (
    <ul className="settlement-reasons" data-testid="settlement-reasons">
      {known.map((r) => <li key={r} data-reason={r}><FormattedMessage {...(reasonTexts[r] as MessageDescriptor)} values={values} /></li>)}
    </ul>
  );
}

function FigureRow({ label, estimated, measured }: { label: MessageDescriptor; estimated: ReactNode; measured: ReactNode }) {
  return (
    <tr>
      <th scope="row"><FormattedMessage {...label} /></th>
      <td className="num">{estimated}</td>
      <td className="num">{measured}</td>
    </tr>
  );
}

function Weights({ e }: { e: SettlementExplanation }) {
  const est = e.estimated;
  const meas = e.measured;
  if (!meas) return null;
  const notMeasured = <FormattedMessage {...m.notMeasured} />;
  const sea = e.track === 'laut';
  return (
    <table className="table settlement-weights" data-testid="settlement-weights">
      <caption><FormattedMessage {...m.weightTitle} /></caption>
      <thead>
        <tr><td /><th scope="col" className="num"><FormattedMessage {...m.estimated} /></th><th scope="col" className="num"><FormattedMessage {...m.measured} /></th></tr>
      </thead>
      <tbody>
        <FigureRow label={m.weightPerUnit} estimated={`${grams(est.weightGrams)} g`} measured={<span data-testid="settlement-measured-weight">{grams(meas.weightGrams)} g</span>} />
        <FigureRow label={m.size} estimated={sizeText(est) ? `${sizeText(est)} cm` : '-'} measured={sizeText(meas) ? `${sizeText(meas)} cm` : notMeasured} />
        {!sea && (
          <FigureRow
            label={m.volumetric} estimated={est.volumetricGrams === null ? '-' : `${grams(est.volumetricGrams)} g`}
            measured={meas.volumetricGrams === null ? (e.dimensionsEstimated ? notMeasured : '-') : `${grams(meas.volumetricGrams)} g`}
          />
        )}
        {sea
          ? <FigureRow label={m.volume} estimated={`${cbm(est.volumeCbm)} m³`} measured={`${cbm(meas.volumeCbm)} m³`} />
          : <FigureRow label={m.charged} estimated={`${grams(est.chargedGrams)} g`} measured={`${grams(meas.chargedGrams)} g`} />}
      </tbody>
    </table>
  );
}

const LINE_PARTS: readonly [keyof ExplanationLineParts, MessageDescriptor][] = [
  ['goodsValue', pm.goodsValue], ['freight', pm.freight], ['importDuty', pm.duty], ['vat', pm.vat], ['incomeTax', pm.incomeTax], ['insurance', pm.insuranceRow],
];

function LineParts({ before, after }: { before: ExplanationLineParts | null; after: ExplanationLineParts | null }) {
  if (!before && !after) return null;
  const b = (k: keyof ExplanationLineParts) => before?.[k] ?? 0;
  const a = (k: keyof ExplanationLineParts) => after?.[k] ?? 0;
  return (
    <table className="table settlement-line" data-testid="settlement-line">
      <caption><FormattedMessage {...m.lineTitle} /></caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="num"><FormattedMessage {...m.before} /></th>
          <th scope="col" className="num"><FormattedMessage {...m.after} /></th>
        </tr>
      </thead>
      <tbody>
        {LINE_PARTS.map(([k, label]) => (
          <tr key={k} data-testid={`settlement-line-${k}`}>
            <th scope="row"><FormattedMessage {...label} /></th>
            <td className="num">{formatRupiah(b(k))}</td>
            <td className="num">{formatRupiah(a(k))}</td>
          </tr>
        ))}
        <tr className="total-row">
          <th scope="row"><FormattedMessage {...m.lineTotal} /></th>
          <td className="num">{formatRupiah(b('total'))}</td>
          <td className="num">{formatRupiah(a('total'))}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Rows({ e }: { e: SettlementExplanation }) {
  const total = e.outcome === 'additional_invoice' ? e.amount : e.outcome === 'credit' ? -e.amount : 0;
  const totalLabel = e.outcome === 'additional_invoice' ? m.totalAdditional : e.outcome === 'credit' ? m.totalCredit : m.totalNone;
  return (
    <table className="table settlement-rows" data-testid="settlement-rows">
      <caption><FormattedMessage {...m.rowsTitle} /></caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className="num"><FormattedMessage {...m.before} /></th>
          <th scope="col" className="num"><FormattedMessage {...m.after} /></th>
          <th scope="col" className="num"><FormattedMessage {...m.difference} /></th>
        </tr>
      </thead>
      <tbody>
        {e.rows.length === 0 && <tr><td colSpan={4} className="muted"><FormattedMessage {...m.noRows} /></td></tr>}
        {e.rows.map((r) => {
          const label = ROW_LABELS[r.key];
          const plain = r.key === 'not_credited' || r.key === 'other';
          return (
            <tr key={r.key} data-testid="settlement-row" data-key={r.key} data-difference={r.difference}>
              <th scope="row">{label ? <FormattedMessage {...label} /> : r.key}</th>
              <td className="num">{plain ? '' : formatRupiah(r.before)}</td>
              <td className="num">{plain ? '' : formatRupiah(r.after)}</td>
              <td className="num">{signedRupiah(r.difference)}</td>
            </tr>
          );
        })}
        <tr className="total-row">
          <th scope="row" colSpan={3}><FormattedMessage {...totalLabel} /></th>
          <td className="num" data-testid="settlement-total">{e.outcome === 'none' ? formatRupiah(0) : signedRupiah(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

interface Props { explanation: SettlementExplanation; showTicket?: boolean }

/** The explanation with its own catalogue (loaded with it; nothing shows until it is there). */
export function SettlementExplained(props: Props) {
  return (
    <Suspense fallback={null}>
      <SettlementIntl><ExplanationBody {...props} /></SettlementIntl>
    </Suspense>
  );
}

/**
 * 'Lihat rinciannya' opening the explanation (the line card, the wallet page), with the order's link
 * first when `orderLink` (the wallet page): all inside the explanation's catalogue.
 */
export function SettlementDetails({ explanation, orderLink }: { explanation: SettlementExplanation; orderLink?: string }) {
  return (
    <Suspense fallback={null}>
      <SettlementIntl>
        {orderLink && <Link to={orderLink}><FormattedMessage {...settlementForOrder} values={{ order: explanation.orderCode }} /></Link>}
        <details className="settlement-details">
          <summary><FormattedMessage {...m.why} /></summary>
          <ExplanationBody explanation={explanation} />
        </details>
      </SettlementIntl>
    </Suspense>
  );
}

function ExplanationBody({ explanation: e, showTicket = true }: Props) {
  const title = e.outcome === 'additional_invoice' ? m.titleAdditional : e.outcome === 'credit' ? m.titleCredit : m.titleNone;
  const ticket = `/tickets-create?order=${encodeURIComponent(e.orderCode)}${e.lineId !== null ? `&line=${encodeURIComponent(e.lineId)}` : ''}`;
  return (
    <section className="settlement-explained" data-testid="settlement-explained" data-outcome={e.outcome}>
      <h3 className="h5"><FormattedMessage {...title} /></h3>
      <p className="small" data-testid="settlement-for">
        {e.lineId !== null
          ? <FormattedMessage {...settlementFor} values={{ order: e.orderCode, line: String(e.lineId), name: e.itemName }} />
          : <FormattedMessage {...settlementForOrder} values={{ order: e.orderCode }} />}
      </p>
      <Reasons e={e} />
      <Weights e={e} />
      <LineParts before={e.lineBefore} after={e.lineAfter} />
      <Rows e={e} />
      {showTicket && (
        <p className="small">
          <Link to={ticket} data-testid="settlement-ticket"><FormattedMessage {...m.ticket} /></Link>
        </p>
      )}
    </section>
  );
}
