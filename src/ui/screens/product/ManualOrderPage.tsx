/** /manual-order-form: every field of the manual order payload; the product goes to the cart like a scraped one. */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { MANUAL_ORDER_VIEW_MODEL, type ManualOrderViewModel } from '../../../application/manual-order/manual-order-view-model';
import { manualOrderModule } from '../../../application/manual-order/manual-order.module';
import type { ManualOrderField } from '../../../application/manual-order/manual-order-form';
import { usePageViewModel } from '../../app/page-data';
import { useTypedBeforeHydration } from '../../lib/typed-before-hydration';
import { notify } from '../../lib/toast';
import { mm } from './manual-order-messages';
import { UPLOAD_IMAGE_ACCEPT, UPLOADED_IMAGE_PATH } from '../../../domain/upload';
import '../../styles/product.css';
import { createFeatureIntl } from '../../app/feature-intl';

// The form's own catalogue (manual-order-catalogue/: the manualOrder.* texts), loaded with the page, not at start.
const ManualOrderIntl = createFeatureIntl({ id: () => import('./manual-order-catalogue/id.json?ast'), en: () => import('./manual-order-catalogue/en.json?ast') });

// The crop step's code: its own chunk, loaded only when a file is chosen.
const ImageCropper = lazy(() => import('./ImageCropper'));

const errors = defineMessages({
  required: { id: 'manualOrder.error.required', defaultMessage: 'Wajib diisi' },
  not_a_number: { id: 'manualOrder.error.notANumber', defaultMessage: 'Masukkan angka, contoh 12 atau 12,5' },
  positive: { id: 'manualOrder.error.positive', defaultMessage: 'Harus lebih dari 0' },
  url: { id: 'manualOrder.error.url', defaultMessage: 'Masukkan link yang diawali http:// atau https://' },
  too_long: { id: 'manualOrder.error.tooLong', defaultMessage: 'Terlalu panjang' },
  choose: { id: 'manualOrder.error.choose', defaultMessage: 'Pilih salah satu' },
  invalid: { id: 'manualOrder.error.invalid', defaultMessage: 'Isian tidak valid' },
  sea_not_available: { id: 'manualOrder.error.seaNotAvailable', defaultMessage: 'Jalur laut tidak tersedia untuk negara atau marketplace ini. Pilih jalur udara.' },
});

function errorText(code: string | null): MessageDescriptor | null {
  if (!code) return null;
  return (errors as Record<string, MessageDescriptor>)[code] ?? errors.invalid;
}

interface FieldProps { vm: ManualOrderViewModel; field: ManualOrderField; label: MessageDescriptor; children?: ReactNode; inputMode?: 'decimal' | 'numeric' | 'url' }

const TextField = observer(function TextField({ vm, field, label, inputMode }: FieldProps) {
  const error = errorText(vm.visibleError(field));
  const id = `manual-${field}`;
  const typed = useTypedBeforeHydration(String(vm.form[field]), (text) => vm.setField(field, text as never));
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}><FormattedMessage {...label} /></label>
      <input
        ref={typed}
        id={id}
        type="text"
        inputMode={inputMode}
        value={String(vm.form[field])}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => vm.setField(field, e.target.value as never)}
        onBlur={() => vm.touch(field)}
      />
      {error && <p id={`${id}-error`} className="field-error"><FormattedMessage {...error} /></p>}
    </div>
  );
});

/** Sea chosen where it is not offered: shown at once (a country or link change can cause it). */
const TrackError = observer(function TrackError({ vm }: { vm: ManualOrderViewModel }) {
  const error: MessageDescriptor | null = vm.trackProblem ? errors.sea_not_available : errorText(vm.visibleError('track'));
  return error ? <p className="field-error" role="alert"><FormattedMessage {...error} /></p> : null;
});

function SelectField({ vm, field, label, children }: FieldProps) {
  const id = `manual-${field}`;
  return (
    <div className="field">
      <label htmlFor={id}><FormattedMessage {...label} /></label>
      <select id={id} value={String(vm.form[field])} onChange={(e) => vm.setField(field, e.target.value as never)}>{children}</select>
    </div>
  );
}

/** "Upload a picture": a file input, or a picture dropped on the box; then the lazy crop step. */
export const PictureUpload = observer(function PictureUpload({ vm }: { vm: ManualOrderViewModel }) {
  const intl = useIntl();
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problem = vm.uploadProblem ? <p className="field-error" role="alert"><FormattedMessage {...mm[`upload_${vm.uploadProblem}`]} /></p> : null;
  const take = (file: File | undefined) => { if (file) vm.chooseFile(file); };
  const onDrop = (e: DragEvent<HTMLDivElement>) => { e.preventDefault(); setDragging(false); take(e.dataTransfer.files[0]); };
  const uploaded = UPLOADED_IMAGE_PATH.test(vm.form.imageUrl.trim());
  if (!vm.canUpload) return null;
  return (
    <>
      <div
        className={dragging ? 'manual-upload dragging' : 'manual-upload'}
        onDragOver={(e) => { e.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="field">
          <label htmlFor="manual-picture"><FormattedMessage {...mm.uploadPicture} /></label>
          <input
            ref={input}
            id="manual-picture"
            type="file"
            accept={UPLOAD_IMAGE_ACCEPT}
            aria-describedby="manual-picture-drop"
            onChange={(e) => { take(e.target.files?.[0]); e.target.value = ''; }}
          />
          <p id="manual-picture-drop" className="muted small"><FormattedMessage {...mm.uploadDrop} /></p>
        </div>
        {uploaded && (
          <p className="small" role="status">
            <img className="manual-upload-preview" src={vm.form.imageUrl} alt={intl.formatMessage(mm.uploadPreview)} /> <FormattedMessage {...mm.uploadDone} />
          </p>
        )}
        {vm.uploadStep === 'idle' && problem}
      </div>
      {vm.uploadStep !== 'idle' && vm.chosenFile && (
        <Suspense fallback={null}>
          <ImageCropper
            file={vm.chosenFile}
            busy={vm.uploadStep === 'uploading'}
            problem={problem}
            onCancel={() => { vm.cancelCrop(); input.current?.focus(); }}
            onCrop={(image, crop) => { void vm.uploadCropped(image, crop).then((done) => { if (done) input.current?.focus(); }); }}
          />
        </Suspense>
      )}
    </>
  );
});

function ManualOrderPage() {
  // Server-rendered with the product types and HS codes (docs/ssr.md).
  const { vm, preloaded } = usePageViewModel<ManualOrderViewModel>(MANUAL_ORDER_VIEW_MODEL, manualOrderModule, 'manual-order', (model) => model.load());
  useEffect(() => {
    if (!preloaded) void vm.load();
  }, [vm, preloaded]);
  return <ManualOrderIntl><ManualOrderView vm={vm} /></ManualOrderIntl>;
}

export const ManualOrderView = observer(function ManualOrderView({ vm }: { vm: ManualOrderViewModel }) {
  const intl = useIntl();
  const f = vm.form;
  const onSubmit = async () => {
    const outcome = await vm.submit();
    if (outcome === 'added') notify.success(intl.formatMessage(mm.added));
    else if (outcome === 'failed') notify.error(intl.formatMessage(mm.addFailed));
  };
  return (
    <div className="manual-order">
      <h1 className="h3"><FormattedMessage {...mm.title} /></h1>
      <p className="muted"><FormattedMessage {...mm.intro} /></p>
      <form className="card" noValidate onSubmit={(e) => { e.preventDefault(); void onSubmit(); }}>
        {vm.submitted && !vm.valid && <p className="form-error" role="alert"><FormattedMessage {...mm.fixErrors} /></p>}
        <TextField vm={vm} field="title" label={mm.productTitle} />
        <div className="field-row">
          <TextField vm={vm} field="url" label={mm.url} inputMode="url" />
          <TextField vm={vm} field="imageUrl" label={mm.imageUrl} inputMode="url" />
        </div>
        <PictureUpload vm={vm} />
        <div className="field-row">
          <TextField vm={vm} field="price" label={mm.price} inputMode="decimal" />
          <SelectField vm={vm} field="currency" label={mm.currency}>{vm.currencies.map((c) => <option key={c} value={c}>{c}</option>)}</SelectField>
          <TextField vm={vm} field="priceDollar" label={mm.priceDollar} inputMode="decimal" />
        </div>
        <div className="field-row">
          <TextField vm={vm} field="weight" label={mm.weight} inputMode="decimal" />
          <SelectField vm={vm} field="weightUnit" label={mm.weightUnit}>{vm.weightUnits.map((u) => <option key={u} value={u}>{intl.formatMessage(mm[`unit_${u}`])}</option>)}</SelectField>
          <TextField vm={vm} field="quantity" label={mm.quantity} inputMode="numeric" />
        </div>
        <fieldset>
          <legend><FormattedMessage {...mm.dimensions} /></legend>
          <div className="field-row">
            <TextField vm={vm} field="length" label={mm.length} inputMode="decimal" />
            <TextField vm={vm} field="width" label={mm.width} inputMode="decimal" />
            <TextField vm={vm} field="height" label={mm.height} inputMode="decimal" />
            <SelectField vm={vm} field="dimensionUnit" label={mm.dimensionUnit}>{vm.dimensionUnits.map((u) => <option key={u} value={u}>{intl.formatMessage(mm[`unit_${u}`])}</option>)}</SelectField>
          </div>
        </fieldset>
        <div className="field-row">
          <SelectField vm={vm} field="country" label={mm.country}>{vm.countries.map((c) => <option key={c} value={c}>{intl.formatMessage(mm[`country_${c}`])}</option>)}</SelectField>
          <TextField vm={vm} field="originAddress" label={mm.originAddress} />
        </div>
        <div className="field-row">
          <TextField vm={vm} field="size" label={mm.size} />
          <TextField vm={vm} field="color" label={mm.color} />
          <TextField vm={vm} field="category" label={mm.category} />
        </div>
        <div className="field-row">
          <SelectField vm={vm} field="productTypeId" label={mm.productType}>
            <option value="">{intl.formatMessage(mm.productTypeDefault)}</option>
            {vm.productTypes.map((t) => <option key={String(t.id)} value={String(t.id)}>{t.name}</option>)}
          </SelectField>
          <SelectField vm={vm} field="hsCode" label={mm.hsCode}>
            <option value="">{intl.formatMessage(mm.hsCodeNone)}</option>
            {vm.hsCodes.map((h) => <option key={h.code} value={h.code}>{h.code} {h.description}</option>)}
          </SelectField>
        </div>
        <fieldset className="field">
          <legend><FormattedMessage {...mm.track} /></legend>
          <label className="radio"><input type="radio" name="manual-track" checked={f.track === 'udara'} onChange={() => vm.setField('track', 'udara')} /> <FormattedMessage {...mm.air} /></label>
          {vm.seaAvailable
            ? <label className="radio"><input type="radio" name="manual-track" checked={f.track === 'laut'} onChange={() => vm.setField('track', 'laut')} /> <FormattedMessage {...mm.sea} /></label>
            : <p className="muted small"><FormattedMessage {...mm.seaUnavailable} /></p>}
          <TrackError vm={vm} />
        </fieldset>
        <div className="field">
          <label htmlFor="manual-note"><FormattedMessage {...mm.note} /></label>
          <textarea id="manual-note" rows={2} maxLength={1000} value={f.note} onChange={(e) => vm.setField('note', e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary" disabled={vm.submitting}><FormattedMessage {...mm.submit} /></button>
      </form>
    </div>
  );
});

export default ManualOrderPage;
