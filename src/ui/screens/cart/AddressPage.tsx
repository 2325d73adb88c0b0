/**
 * /address (spec sections 3, 4, 5, 6): a visitor's local addresses (the first one added is
 * active; 'set active' marks exactly one; delete), or a signed-in customer's server addresses,
 * with the addresses still on this device offered for import.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { addressPlace, type AddressField, type AddressFieldError } from '../../../application/address/address-form';
import type { Address } from '../../../application/ports/address-api.port';
import { ADDRESS_VIEW_MODEL, type AddressError, type AddressViewModel } from '../../../application/address/address-view-model';
import { addressModule } from '../../../application/address/address.module';
import { useViewModel } from '../../app/container-context';
import { createFeatureIntl } from '../../app/feature-intl';
import { formatRupiah } from '../../../domain/format';
import { notify } from '../../lib/toast';
import { AddressExtrasLines, NpwpFileField, PinStep } from './AddressExtras';
import '../../styles/cart.css';

const m = defineMessages({
  title: { id: 'address.title', defaultMessage: 'Alamat Pengiriman' },
  guestNote: { id: 'address.guestNote', defaultMessage: 'Alamat disimpan di perangkat ini. Masuk untuk menyimpannya di akun Anda.' },
  empty: { id: 'address.empty', defaultMessage: 'Belum ada alamat.' },
  add: { id: 'address.add', defaultMessage: '+ Tambah Alamat' },
  edit: { id: 'address.edit', defaultMessage: 'Ubah' },
  delete: { id: 'address.delete', defaultMessage: 'Hapus' },
  active: { id: 'address.active', defaultMessage: 'Alamat utama' },
  setActive: { id: 'address.setActive', defaultMessage: 'Jadikan alamat utama' },
  loading: { id: 'address.loading', defaultMessage: 'Memuat alamat...' },
  name: { id: 'address.field.name', defaultMessage: 'Nama penerima' },
  phoneNumber: { id: 'address.field.phone', defaultMessage: 'Nomor telepon' },
  phoneNumber2: { id: 'address.field.phone2', defaultMessage: 'Nomor telepon lain (opsional)' },
  address: { id: 'address.field.address', defaultMessage: 'Alamat lengkap' },
  provinceId: { id: 'address.field.province', defaultMessage: 'Provinsi' },
  districtId: { id: 'address.field.district', defaultMessage: 'Kota / Kabupaten' },
  subDistrictId: { id: 'address.field.subdistrict', defaultMessage: 'Kecamatan' },
  village: { id: 'address.field.village', defaultMessage: 'Kelurahan / Desa' },
  postalCode: { id: 'address.field.postalCode', defaultMessage: 'Kode pos' },
  email: { id: 'address.field.email', defaultMessage: 'Email (opsional)' },
  npwp: { id: 'address.field.npwp', defaultMessage: 'NPWP (opsional)' },
  choose: { id: 'address.field.choose', defaultMessage: 'Pilih' },
  save: { id: 'address.save', defaultMessage: 'Simpan' },
  cancel: { id: 'address.cancel', defaultMessage: 'Batal' },
  saved: { id: 'address.saved', defaultMessage: 'Alamat berhasil disimpan' },
  deleted: { id: 'address.deleted', defaultMessage: 'Alamat berhasil dihapus' },
  formTitleNew: { id: 'address.form.new', defaultMessage: 'Alamat baru' },
  formTitleEdit: { id: 'address.form.edit', defaultMessage: 'Ubah alamat' },
  importTitle: { id: 'address.import.title', defaultMessage: 'Impor alamat dari perangkat ini' },
  importAction: { id: 'address.import.action', defaultMessage: 'Impor ke akun saya' },
  importing: { id: 'address.import.importing', defaultMessage: 'Mengimpor...' },
  importLater: { id: 'address.import.later', defaultMessage: 'Nanti saja' },
  listTitle: { id: 'address.list.title', defaultMessage: 'Alamat tersimpan' },
});

const placeVillage = defineMessage<{ name: string }>({ id: 'address.card.village', defaultMessage: 'Kel./Desa {name}' });
const placeSubDistrict = defineMessage<{ name: string }>({ id: 'address.card.subdistrict', defaultMessage: 'Kec. {name}' });

const importBody = defineMessage<{ count: number }>({
  id: 'address.import.body',
  defaultMessage: '{count, plural, other {# alamat}} tersimpan di perangkat ini sebelum Anda masuk. Impor ke akun Anda agar bisa dipakai di mana saja.',
});
const importDone = defineMessage<{ count: number }>({
  id: 'address.import.done', defaultMessage: '{count, plural, other {# alamat}} berhasil diimpor ke akun Anda',
});

const fieldErrors: Record<AddressFieldError, MessageDescriptor> = defineMessages({
  required: { id: 'address.error.required', defaultMessage: 'Wajib diisi' },
  phone: { id: 'address.error.phone', defaultMessage: 'Nomor telepon tidak valid (contoh: 081234567890)' },
  postal_code: { id: 'address.error.postalCode', defaultMessage: 'Kode pos harus 5 angka' },
  email: { id: 'address.error.email', defaultMessage: 'Format email tidak valid' },
  npwp: { id: 'address.error.npwp', defaultMessage: 'NPWP harus 15 atau 16 angka' },
});

const callErrors: Record<AddressError, MessageDescriptor> = defineMessages({
  load_failed: { id: 'address.error.loadFailed', defaultMessage: 'Alamat tidak dapat dimuat. Coba lagi nanti.' },
  regions_failed: { id: 'address.error.regionsFailed', defaultMessage: 'Daftar wilayah tidak dapat dimuat. Coba lagi nanti.' },
  save_failed: { id: 'address.error.saveFailed', defaultMessage: 'Alamat gagal disimpan. Isian Anda tetap ada, coba lagi.' },
  delete_failed: { id: 'address.error.deleteFailed', defaultMessage: 'Alamat gagal dihapus. Coba lagi.' },
  npwp_failed: { id: 'address.error.npwpFailed', defaultMessage: 'Alamat tersimpan, tetapi dokumen NPWP gagal diunggah. Berkas tetap terpilih, coba simpan lagi.' },
  import_failed: { id: 'address.error.importFailed', defaultMessage: 'Alamat belum dapat diimpor; yang belum terimpor tetap tersimpan di perangkat ini. Coba lagi.' },
});

/**
 * Signed in with addresses still on this device (kept from before the login): offered for import
 * into the account. Each leaves the device only once the server accepted it.
 */
const ImportOffer = observer(function ImportOffer({ vm }: { vm: AddressViewModel }) {
  const intl = useIntl();
  if (!vm.importOffered) return null;
  const count = vm.deviceAddresses.length;
  return (
    <section className="card address-import" data-testid="address-import" aria-labelledby="address-import-title">
      <h2 id="address-import-title" className="h5"><FormattedMessage {...m.importTitle} /></h2>
      <p className="small">{intl.formatMessage(importBody, { count })}</p>
      <ul className="address-import-list small">
        {vm.deviceAddresses.map((a) => <li key={a.id}><strong>{a.name}</strong> · {a.address}, {a.postalCode}</li>)}
      </ul>
      <div className="actions">
        <button type="button" className="btn btn-primary btn-small" disabled={vm.importing}
          onClick={() => void vm.importDeviceAddresses().then((n) => { if (n > 0) notify.success(intl.formatMessage(importDone, { count: n })); })}>
          <FormattedMessage {...(vm.importing ? m.importing : m.importAction)} />
        </button>
        <button type="button" className="btn btn-text btn-small" disabled={vm.importing} onClick={vm.dismissImport}>
          <FormattedMessage {...m.importLater} />
        </button>
      </div>
    </section>
  );
});

const TextField = observer(function TextField({ vm, field, type = 'text' }: { vm: AddressViewModel; field: AddressField; type?: string }) {
  const error = vm.visibleError(field);
  const id = `address-${field}`;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}><FormattedMessage {...m[field]} /></label>
      {field === 'address' ? (
        <textarea id={id} rows={3} value={vm.form[field]} aria-invalid={error !== null} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => vm.setField(field, e.target.value)} onBlur={() => vm.touch(field)} />
      ) : (
        <input id={id} type={type} value={vm.form[field]} aria-invalid={error !== null} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => vm.setField(field, e.target.value)} onBlur={() => vm.touch(field)} />
      )}
      {error && <p id={`${id}-error`} className="field-error"><FormattedMessage {...fieldErrors[error]} /></p>}
    </div>
  );
});

const SelectField = observer(function SelectField({ vm, field, options }: { vm: AddressViewModel; field: AddressField; options: { id: string; name: string }[] }) {
  const intl = useIntl();
  const error = vm.visibleError(field);
  const id = `address-${field}`;
  return (
    <div className={error ? 'field invalid' : 'field'}>
      <label htmlFor={id}><FormattedMessage {...m[field]} /></label>
      <select id={id} value={vm.form[field]} aria-invalid={error !== null} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => vm.setField(field, e.target.value)} onBlur={() => vm.touch(field)}>
        <option value="">{intl.formatMessage(m.choose)}</option>
        {options.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
      </select>
      {error && <p id={`${id}-error`} className="field-error"><FormattedMessage {...fieldErrors[error]} /></p>}
    </div>
  );
});

export /** The couriers' price for 1 kg to the chosen kecamatan (spec section 9), said when it arrives. */
const ShippingNote = observer(function ShippingNote({ vm }: { vm: AddressViewModel }) {
  const q = vm.shipping.cheapest;
  return (
    <p className="muted small" aria-live="polite" data-testid="address-shipping">
      {q && <FormattedMessage {...shippingFrom} values={{ price: formatRupiah(q.price), courier: q.courier, service: q.service, etd: q.etd ?? 'none' }} />}
    </p>
  );
});

const shippingFrom = defineMessage<{ price: string; courier: string; service: string; etd: string }>({
  id: 'address.shipping.from',
  defaultMessage: 'Ongkir ke kecamatan ini mulai {price}/kg ({courier} {service}{etd, select, none {} other {, {etd} hari}}).',
});

const AddressForm = observer(function AddressForm({ vm }: { vm: AddressViewModel }) {
  return (
    <form
      className="card address-form"
      noValidate
      data-testid="address-form"
      onSubmit={(e) => {
        e.preventDefault();
        // The confirmation is the page's live region and the focus on the saved card (AddressView).
        void vm.submit();
      }}
    >
      <h2 className="h5"><FormattedMessage {...(vm.editingId ? m.formTitleEdit : m.formTitleNew)} /></h2>
      <div className="address-form-grid">
        <TextField vm={vm} field="name" />
        <TextField vm={vm} field="phoneNumber" type="tel" />
        <TextField vm={vm} field="phoneNumber2" type="tel" />
        <TextField vm={vm} field="address" />
        <SelectField vm={vm} field="provinceId" options={vm.provinces} />
        <SelectField vm={vm} field="districtId" options={vm.districts} />
        <SelectField vm={vm} field="subDistrictId" options={vm.subdistricts} />
        {/* A kecamatan without a village list (none in the data today) takes the name as typed. */}
        {vm.villageTyped
          ? <TextField vm={vm} field="village" />
          : <SelectField vm={vm} field="village" options={vm.villages.map((v) => ({ id: v.name, name: v.name }))} />}
        <TextField vm={vm} field="postalCode" />
        <TextField vm={vm} field="email" type="email" />
        <TextField vm={vm} field="npwp" />
        <NpwpFileField vm={vm} />
      </div>
      <ShippingNote vm={vm} />
      <PinStep vm={vm} />
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={vm.saving}><FormattedMessage {...m.save} /></button>
        <button type="button" className="btn btn-light" onClick={vm.closeForm}><FormattedMessage {...m.cancel} /></button>
      </div>
    </form>
  );
});

/** Street, then kelurahan/desa and kecamatan, then city, province and postal code: every part known. */
function AddressLines({ address }: { address: Address }) {
  const intl = useIntl();
  const place = addressPlace(address);
  const local = [
    place.village && intl.formatMessage(placeVillage, { name: place.village }),
    place.subDistrict && intl.formatMessage(placeSubDistrict, { name: place.subDistrict }),
  ].filter(Boolean).join(', ');
  const region = [place.cityProvince, place.postalCode].filter(Boolean).join(' ');
  return (
    <p className="small address-lines" data-testid="address-lines">
      {address.address}
      {local && <><br />{local}</>}
      {region && <><br />{region}</>}
    </p>
  );
}

export const AddressView = observer(function AddressView({ vm }: { vm: AddressViewModel }) {
  const intl = useIntl();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const savedId = vm.savedId;
  // After a save the form closes at the foot of the page: focus (and scroll to) the saved card,
  // or the list's heading when the card is not there.
  useEffect(() => {
    if (savedId === null) return;
    const card = document.querySelector<HTMLElement>(`[data-address-id="${CSS.escape(savedId)}"]`);
    const target = card ?? listHeading.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: 'center' });
  }, [savedId]);
  return (
    <div className="address-page">
      <h1 className="h2"><FormattedMessage {...m.title} /></h1>
      <p role="status" aria-live="polite" className="address-status" data-testid="address-status">
        {savedId !== null && <FormattedMessage {...m.saved} />}
      </p>
      {!vm.remote && <p className="muted small"><FormattedMessage {...m.guestNote} /></p>}
      {vm.error && (
        <p className="form-error" role="alert">
          {vm.serverMessage ?? <FormattedMessage {...callErrors[vm.error]} />}
        </p>
      )}
      <ImportOffer vm={vm} />
      {vm.loading ? (
        <p className="muted"><FormattedMessage {...m.loading} /></p>
      ) : vm.addresses.length === 0 ? (
        <p className="muted" data-testid="address-empty"><FormattedMessage {...m.empty} /></p>
      ) : (
        <>
        <h2 className="visually-hidden" tabIndex={-1} ref={listHeading}><FormattedMessage {...m.listTitle} /></h2>
        <ul className="address-list">
          {vm.addresses.map((a) => (
            <li key={a.id} className={a.active ? 'card address-card active' : 'card address-card'} data-testid="address-card"
              data-address-id={a.id} tabIndex={-1}>
              <div>
                <strong>{a.name}</strong> · {a.phoneNumber}
                {a.active && <span className="address-active"><FormattedMessage {...m.active} /></span>}
                <AddressLines address={a} />
                <AddressExtrasLines vm={vm} address={a} />
              </div>
              <div className="actions">
                {!a.active && <button type="button" className="btn btn-outline btn-small" onClick={() => vm.setActive(a.id)}><FormattedMessage {...m.setActive} /></button>}
                <button type="button" className="btn btn-light btn-small" onClick={() => vm.openForm(a)}><FormattedMessage {...m.edit} /></button>
                <button type="button" className="btn btn-text btn-small"
                  onClick={() => void vm.remove(a.id).then((ok) => { if (ok) notify.success(intl.formatMessage(m.deleted)); })}>
                  <FormattedMessage {...m.delete} />
                </button>
              </div>
            </li>
          ))}
        </ul>
        </>
      )}
      {vm.formOpen ? <AddressForm vm={vm} /> : (
        <button type="button" className="btn btn-primary" onClick={() => vm.openForm()}><FormattedMessage {...m.add} /></button>
      )}
    </div>
  );
});

/** The address book's texts, loaded with the page (not in the start's catalogue). */
const AddressIntl = createFeatureIntl({ id: () => import('./address-catalogue/id.json?ast'), en: () => import('./address-catalogue/en.json?ast') });

export default function AddressPage() {
  const vm = useViewModel<AddressViewModel>(ADDRESS_VIEW_MODEL, addressModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return <AddressIntl><AddressView vm={vm} /></AddressIntl>;
}
