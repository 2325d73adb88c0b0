/**
 * The order page's cards: a line (image, facts, purchase, measured weight against the estimate,
 * storage countdown, problem, QC photos, settlements, timeline, its actions and the open form) and
 * a parcel (weight and size, carriers, customs, timeline, its actions and the open form).
 */
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { OpsOrderViewModel } from '../../application/ops/ops-order-view-model';
import type { OpsOrderLine, OpsParcel, OpsShipment, Settlement, TimelineEntry } from '../../application/ports/ops-api.port';
import { formatIntegerId, formatNumberId, formatRupiah } from '../../domain/format';
import { OpsActionForm } from './OpsActionForm';
import { actionTexts } from './ops-action-messages';
import { invoiceStatusTexts, lineFacts, opsMessages as m, orderStatusTexts, settlementKindTexts } from './ops-messages';
import { StateBadge, StateText, StorageText, sizeOf, when } from './ops-parts';
import { OpsAddressExtras } from './OpsAddressExtras';

/** A known code in words (the console's catalogue), else the server's label, else the code. */
function Words({ texts, code, label }: { texts: Readonly<Record<string, MessageDescriptor>>; code: string | null; label?: string | null }) {
  const text = code === null ? undefined : texts[code];
  return text ? <FormattedMessage {...text} /> : <>{label || code || '-'}</>;
}

/** The outcome in words: the additional invoice with its code and status, the credit, or no difference. */
export function SettlementText({ s }: { s: Settlement }) {
  const intl = useIntl();
  if (s.outcome === 'additional_invoice') {
    const known = s.invoiceStatus ? invoiceStatusTexts[s.invoiceStatus] : undefined;
    const status = known ? intl.formatMessage(known) : (s.invoiceStatusLabel || s.invoiceStatus || '-');
    return <FormattedMessage {...lineFacts.additional} values={{ amount: formatRupiah(s.amount), invoice: s.invoiceCode ?? '-', status }} />;
  }
  if (s.outcome === 'credit') return <FormattedMessage {...lineFacts.credit} values={{ amount: formatRupiah(s.amount) }} />;
  return <FormattedMessage {...m.settlementNone} />;
}

/** One settlement of a line: why (the kind), what it came to, the shipment's totals, the weights. */
function SettlementItem({ s }: { s: Settlement }) {
  const e = s.explanation;
  return (
    <li data-testid="ops-settlement" data-outcome={s.outcome}>
      <strong data-testid="ops-settlement-kind"><Words texts={settlementKindTexts} code={s.kind} label={s.kindLabel} /></strong>
      {': '}<SettlementText s={s} />
      <div className="small muted">
        <FormattedMessage {...lineFacts.settlementTotals} values={{ before: formatRupiah(s.beforeTotal), after: formatRupiah(s.afterTotal) }} />
        {e?.measured && (
          <> · <FormattedMessage {...lineFacts.settlementWeights} values={{ estimated: formatIntegerId(e.estimated.weightGrams), measured: formatIntegerId(e.measured.weightGrams) }} /></>
        )}
      </div>
    </li>
  );
}

/** '2 pcs · CNY 45,00 per unit' (the estimated unit price in the line's currency). */
function unitPriceText(line: OpsOrderLine): string {
  return line.unitPrice === null || line.unitPrice === undefined ? line.currency : `${line.currency} ${formatNumberId(line.unitPrice, 2)}`;
}

const hasSize = (d: { lengthCm: number; widthCm: number; heightCm: number }) => d.lengthCm > 0 && d.widthCm > 0 && d.heightCm > 0;

function Timeline({ entries, testId }: { entries: TimelineEntry[]; testId: string }) {
  return (
    <ol className="ops-timeline" data-testid={testId}>
      {entries.map((e, i) => (
        <li key={`${e.state}-${i}`}>
          <StateText state={e.state} label={e.stateLabel} /> · {when(e.at)}{e.staffName ? ` · ${e.staffName}` : ''}{e.note ? ` — ${e.note}` : ''}
        </li>
      ))}
    </ol>
  );
}

export const OpsLineCard = observer(function OpsLineCard({ vm, line }: { vm: OpsOrderViewModel; line: OpsOrderLine }) {
  const intl = useIntl();
  const actions = vm.lineActions(line);
  const openHere = vm.open !== null && 'lineId' in vm.open && vm.open.lineId === line.lineId;
  const variant = [line.color, line.size].filter(Boolean).join(' / ');
  return (
    <article className="ops-line" data-testid={`ops-line-${line.lineId}`} aria-labelledby={`ops-line-${line.lineId}-name`}>
      <img className="ops-thumb" src={line.image} alt="" loading="lazy" />
      <div>
        <div className="ops-line-head">
          <strong id={`ops-line-${line.lineId}-name`}>#{line.lineId} {line.name}</strong>
          <StateBadge state={line.state} label={line.stateLabel} testId="ops-line-state" />
          {line.url && <a href={line.url} target="_blank" rel="noreferrer noopener" className="small"><FormattedMessage {...m.openListing} /></a>}
        </div>
        <ul className="ops-facts">
          <li data-testid="ops-line-quantity"><FormattedMessage {...lineFacts.quantity} values={{ quantity: line.quantity, price: unitPriceText(line) }} /> · {formatRupiah(line.lineTotal)}</li>
          {variant && <li><FormattedMessage {...lineFacts.variant} values={{ variant }} /></li>}
          {line.catatan && <li><FormattedMessage {...lineFacts.note} values={{ note: line.catatan }} /></li>}
          {line.purchase && (
            <li data-testid="ops-line-purchase">
              <FormattedMessage {...lineFacts.purchase} values={{ seller: line.purchase.sellerOrderNumber, price: String(line.purchase.pricePaid), currency: line.purchase.currency || line.currency }} />
            </li>
          )}
          {line.purchase?.quantityBought != null && (
            <li data-testid="ops-line-quantity-bought"><FormattedMessage {...lineFacts.quantityBought} values={{ bought: line.purchase.quantityBought, quantity: line.quantity }} /></li>
          )}
          <li>
            <FormattedMessage {...lineFacts.estimated} values={{ grams: line.estimated.weightGrams }} />
            {line.measured && (
              <> · <span data-testid="ops-line-measured">
                {hasSize(line.measured)
                  ? <FormattedMessage {...lineFacts.measured} values={{ grams: line.measured.weightGrams, size: sizeOf(line.measured) }} />
                  : <FormattedMessage {...lineFacts.measuredNoSize} values={{ grams: line.measured.weightGrams }} />}
              </span></>
            )}
          </li>
          {line.storage && <li data-testid="ops-line-storage"><StorageText daysLeft={line.storage.daysLeft} ended={line.storage.ended} /></li>}
          {line.problem && <li className="ops-warning"><FormattedMessage {...lineFacts.problem} values={{ reason: line.problem.reason }} /></li>}
          {line.settlementUnpaid && <li className="ops-warning" data-testid="ops-line-unpaid"><FormattedMessage {...m.unpaid} /></li>}
          {line.parcelCode && <li><FormattedMessage {...lineFacts.parcel} values={{ code: line.parcelCode }} /></li>}
        </ul>
        {line.photos.length > 0 && (
          <div className="ops-photos" data-testid="ops-line-photos">
            {line.photos.map((p, i) => (
              <a key={p.photoId} href={p.url} target="_blank" rel="noreferrer noopener">
                <img src={p.url} alt={intl.formatMessage(lineFacts.photo, { n: i + 1 })} loading="lazy" />
              </a>
            ))}
          </div>
        )}
        {line.settlements.length > 0 && (
          <ul className="ops-facts" data-testid="ops-line-settlements">
            {line.settlements.map((s) => <SettlementItem key={s.settlementId} s={s} />)}
          </ul>
        )}
        <details>
          <summary className="small"><FormattedMessage {...m.lineTimeline} /></summary>
          <Timeline entries={line.timeline} testId="ops-line-timeline" />
        </details>
        {actions.length > 0 && (
          <div className="ops-actions">
            {actions.map((a) => (
              <button key={a} type="button" className="btn btn-small" aria-expanded={vm.isOpen({ kind: a, lineId: line.lineId })}
                onClick={() => vm.openAction({ kind: a, lineId: line.lineId })}>
                <FormattedMessage {...actionTexts[a]} />
              </button>
            ))}
          </div>
        )}
        {openHere && <OpsActionForm vm={vm} line={line} />}
      </div>
    </article>
  );
});

export const OpsParcelCard = observer(function OpsParcelCard({ vm, parcel }: { vm: OpsOrderViewModel; parcel: OpsParcel }) {
  const actions = vm.parcelActions(parcel);
  const openHere = vm.open !== null && 'parcelCode' in vm.open && vm.open.parcelCode === parcel.parcelCode;
  return (
    <article className="ops-card" data-testid={`ops-parcel-${parcel.parcelCode}`}>
      <div className="ops-line-head">
        <strong><FormattedMessage {...lineFacts.parcel} values={{ code: parcel.parcelCode }} /></strong>
        <StateBadge state={parcel.state} label={parcel.stateLabel} testId="ops-parcel-state" />
      </div>
      <ul className="ops-facts">
        <li><FormattedMessage {...lineFacts.parcelSize} values={{ grams: parcel.weightGrams, size: sizeOf(parcel) }} /></li>
        <li><FormattedMessage {...lineFacts.parcelLines} values={{ ids: parcel.lineIds.join(', #') }} /></li>
        {parcel.carrier && <li><FormattedMessage {...lineFacts.carrier} values={{ carrier: parcel.carrier, tracking: parcel.trackingNumber ?? '-' }} /></li>}
        {parcel.customsHoldReason && <li className="ops-warning"><FormattedMessage {...lineFacts.held} values={{ reason: parcel.customsHoldReason }} /></li>}
        {parcel.domesticCourier && <li><FormattedMessage {...lineFacts.domestic} values={{ courier: parcel.domesticCourier, tracking: parcel.domesticTrackingNumber ?? '-' }} /></li>}
      </ul>
      <Timeline entries={parcel.timeline} testId="ops-parcel-timeline" />
      {actions.length > 0 && (
        <div className="ops-actions">
          {actions.map((a) => (
            <button key={a} type="button" className="btn btn-small" aria-expanded={vm.isOpen({ kind: a, parcelCode: parcel.parcelCode })}
              onClick={() => vm.openAction({ kind: a, parcelCode: parcel.parcelCode })}>
              <FormattedMessage {...actionTexts[a]} />
            </button>
          ))}
        </div>
      )}
      {openHere && <OpsActionForm vm={vm} />}
    </article>
  );
});

export const OpsShipmentCard = observer(function OpsShipmentCard({ vm, shipment, position = 1 }: { vm: OpsOrderViewModel; shipment: OpsShipment; position?: number }) {
  const intl = useIntl();
  const packOpen = vm.open?.kind === 'pack' && 'shipmentCode' in vm.open && vm.open.shipmentCode === shipment.shipmentCode;
  const a = shipment.address;
  return (
    <section className="ops-card" data-testid={`ops-shipment-${shipment.shipmentCode}`} aria-labelledby={`ops-shipment-${shipment.shipmentCode}-title`}>
      <div className="ops-line-head">
        <h2 id={`ops-shipment-${shipment.shipmentCode}-title`}>
          <FormattedMessage {...lineFacts.shipment} values={{ name: shipment.displayName || shipment.name.trim() || intl.formatMessage(lineFacts.shipmentFallback, { n: position }), code: shipment.shipmentCode }} />
        </h2>
        <span className="ops-state" data-testid="ops-shipment-status"><Words texts={orderStatusTexts} code={shipment.status} label={shipment.statusLabel} /></span>
        {shipment.consolidated && <span className="muted small"><FormattedMessage {...m.consolidated} /></span>}
      </div>
      {a && <p className="small muted"><FormattedMessage {...m.address} />: {a.name} · {a.phoneNumber} · {a.address}, {a.subDistrictName}, {a.districtName}, {a.provinceName} {a.postalCode} · {shipment.courier.toUpperCase()} {shipment.service}</p>}
      {a && <OpsAddressExtras address={a} />}
      {shipment.lines.map((l) => <OpsLineCard key={l.lineId} vm={vm} line={l} />)}
      {vm.canPack(shipment) && !packOpen && (
        <button type="button" className="btn btn-small btn-primary" onClick={() => vm.openAction({ kind: 'pack', shipmentCode: shipment.shipmentCode })}>
          <FormattedMessage {...actionTexts.pack} />
        </button>
      )}
      {packOpen && <OpsActionForm vm={vm} shipment={shipment} />}
      {shipment.parcels.length > 0 && <h3><FormattedMessage {...m.parcels} /></h3>}
      {shipment.parcels.map((p) => <OpsParcelCard key={p.parcelCode} vm={vm} parcel={p} />)}
    </section>
  );
});
