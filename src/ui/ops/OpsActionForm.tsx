/**
 * The open action's form on the order page (OpsOrderViewModel.form): the fields of its kind, the
 * problems after a submit attempt, the server's refusal (FailureAlert), submit and cancel. A field
 * the server named in a 422 shows its message under the field.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyOpsForm } from '../../application/ops/ops-forms';
import type { OpenAction, OpsOrderViewModel } from '../../application/ops/ops-order-view-model';
import type { OpsOrderLine, OpsShipment } from '../../application/ports/ops-api.port';
import { formatRupiah } from '../../domain/format';
import { actionTexts, confirmTexts, fieldTexts, priceFields, problemTexts, submitTexts } from './ops-action-messages';
import { opsMessages as m } from './ops-messages';
import { FailureAlert, OpsField } from './ops-parts';

type Field = { name: string; label: ReactNode; numeric?: 'numeric' | 'decimal'; multiline?: boolean; hint?: ReactNode };

const PhotoInput = observer(function PhotoInput({ form, id }: { form: AnyOpsForm; id: string }) {
  const problem = form.shown.photos;
  const server = form.serverError('photos');
  return (
    <div className={problem || server ? 'ops-field invalid' : 'ops-field'}>
      <label htmlFor={id}><FormattedMessage {...fieldTexts.photos} /></label>
      <input
        id={id} type="file" multiple accept="image/jpeg,image/png,image/webp,image/gif" data-testid="ops-photos-input"
        aria-invalid={Boolean(problem || server)} aria-describedby={problem || server ? `${id}-error` : undefined}
        onChange={(e) => form.setPhotos(Array.from(e.target.files ?? [], (file) => ({ name: file.name, blob: file })))}
      />
      {form.photos.length > 0 && <p className="ops-hint" data-testid="ops-photos-chosen"><FormattedMessage {...priceFields.photosChosen} values={{ count: form.photos.length }} /></p>}
      {(problem || server) && <p id={`${id}-error`} className="field-error">{problem ? <FormattedMessage {...problemTexts[problem]} /> : server}</p>}
    </div>
  );
});

const Inputs = observer(function Inputs({ form, prefix, fields }: { form: AnyOpsForm; prefix: string; fields: Field[] }) {
  return (
    <div className="ops-form-grid">
      {fields.map((f) => (
        <OpsField
          key={f.name} id={`${prefix}-${f.name}`} label={f.label} value={form.values[f.name] ?? ''} onChange={(v) => form.set(f.name, v)}
          problem={(form.shown as Record<string, never>)[f.name] ?? null} serverError={form.serverError(snake(f.name))}
          inputMode={f.numeric} multiline={f.multiline} hint={f.hint}
        />
      ))}
    </div>
  );
});

const snake = (name: string): string => ({ weight: 'weight_grams', length: 'length_cm', width: 'width_cm', height: 'height_cm' } as Record<string, string>)[name]
  ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const DIMENSIONS: Field[] = [
  { name: 'length', label: <FormattedMessage {...fieldTexts.length} />, numeric: 'decimal' },
  { name: 'width', label: <FormattedMessage {...fieldTexts.width} />, numeric: 'decimal' },
  { name: 'height', label: <FormattedMessage {...fieldTexts.height} />, numeric: 'decimal' },
];

function fieldsOf(open: OpenAction, line: OpsOrderLine | null): Field[] {
  const currency = line?.currency ?? '';
  const note: Field = { name: 'note', label: <FormattedMessage {...fieldTexts.note} />, multiline: true };
  switch (open.kind) {
    case 'purchase': return [
      { name: 'sellerOrderNumber', label: <FormattedMessage {...fieldTexts.sellerOrderNumber} /> },
      {
        name: 'pricePaid', label: <FormattedMessage {...priceFields.pricePaid} values={{ currency }} />, numeric: 'decimal',
        hint: line ? <FormattedMessage {...priceFields.estimate} values={{ total: formatRupiah(line.lineTotal) }} /> : undefined,
      },
      { name: 'sellerShipping', label: <FormattedMessage {...priceFields.sellerShipping} values={{ currency }} />, numeric: 'decimal' },
      { name: 'quantityBought', label: <FormattedMessage {...priceFields.quantityBought} values={{ quantity: line?.quantity ?? 0 }} />, numeric: 'numeric' },
      note,
    ];
    case 'receive': return [
      { name: 'weight', label: <FormattedMessage {...fieldTexts.weight} />, numeric: 'numeric' },
      ...DIMENSIONS,
      { name: 'problemReason', label: <FormattedMessage {...fieldTexts.problemReason} />, multiline: true },
      note,
    ];
    case 'pack': return [{ name: 'weight', label: <FormattedMessage {...fieldTexts.parcelWeight} />, numeric: 'numeric' }, ...DIMENSIONS];
    case 'problem': return [{ name: 'reason', label: <FormattedMessage {...fieldTexts.reason} />, multiline: true }];
    case 'held': return [{ name: 'reason', label: <FormattedMessage {...fieldTexts.reason} />, multiline: true }];
    case 'ship': return [
      { name: 'carrier', label: <FormattedMessage {...fieldTexts.carrier} /> },
      { name: 'trackingNumber', label: <FormattedMessage {...fieldTexts.trackingNumber} /> },
    ];
    case 'out_for_delivery': return [
      { name: 'courier', label: <FormattedMessage {...fieldTexts.courier} /> },
      { name: 'trackingNumber', label: <FormattedMessage {...fieldTexts.trackingNumber} /> },
    ];
    case 'out_of_stock': case 'returned': return [note];
    default: return [];
  }
}

const PackLines = observer(function PackLines({ vm, shipment, form }: { vm: OpsOrderViewModel; shipment: OpsShipment; form: AnyOpsForm }) {
  const problem = form.shown.lines;
  return (
    <fieldset className="ops-field" data-testid="ops-pack-lines" aria-describedby={problem ? 'ops-pack-lines-error' : undefined}>
      <legend><FormattedMessage {...fieldTexts.lines} /></legend>
      {vm.packable(shipment).map((l) => (
        <label key={l.lineId} className="ops-check">
          <input type="checkbox" checked={vm.packChosen(l.lineId)} onChange={() => vm.togglePackLine(l.lineId)} />
          #{l.lineId} {l.name}{l.settlementUnpaid && <span className="ops-warning"> (<FormattedMessage {...confirmTexts.unpaidLine} />)</span>}
        </label>
      ))}
      {problem && <p id="ops-pack-lines-error" className="field-error"><FormattedMessage {...problemTexts[problem]} /></p>}
    </fieldset>
  );
});

export const OpsActionForm = observer(function OpsActionForm({ vm, line = null, shipment = null }: { vm: OpsOrderViewModel; line?: OpsOrderLine | null; shipment?: OpsShipment | null }) {
  const form = vm.form;
  const open = vm.open;
  if (!form || !open) return null;
  const prefix = `ops-${open.kind}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  const titleId = `${prefix}-title`;
  return (
    <form className="ops-form" onSubmit={submit} noValidate aria-labelledby={titleId} data-testid={`ops-form-${open.kind}`}>
      <h4 id={titleId} className="visually-hidden"><FormattedMessage {...actionTexts[open.kind]} /></h4>
      {(open.kind === 'out_of_stock' || open.kind === 'returned') && <p className="ops-warning"><FormattedMessage {...confirmTexts.refund} /></p>}
      {open.kind === 'delivered' && 'parcelCode' in open && <p><FormattedMessage {...priceFields.confirmDelivered} values={{ code: open.parcelCode }} /></p>}
      {open.kind === 'pack' && shipment && <PackLines vm={vm} shipment={shipment} form={form} />}
      <Inputs form={form} prefix={prefix} fields={fieldsOf(open, line)} />
      {(open.kind === 'receive' || open.kind === 'photos') && <PhotoInput form={form} id={`${prefix}-photos`} />}
      {form.failure && <FailureAlert failure={form.failure} />}
      <div className="ops-form-buttons">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          <FormattedMessage {...(form.busy ? m.sending : submitTexts[open.kind])} />
        </button>
        <button type="button" className="btn" onClick={() => vm.close()}><FormattedMessage {...m.cancel} /></button>
      </div>
    </form>
  );
});
