/**
 * Issue 25 on /address: the map pin step (shown only when a geocoder is configured; the places it
 * answers are a list of radio choices with their coordinates, no map tiles, so the keyboard and a
 * screen reader use it like any other field), the NPWP document field (signed in only), and what a
 * saved address's card shows of them (second phone, pin, document link).
 */
import { observer } from 'mobx-react-lite';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { formatCoordinates, NPWP_DOCUMENT_ACCEPT } from '../../../domain/address';
import type { Address } from '../../../application/ports/address-api.port';
import type { AddressViewModel, NpwpFileProblem } from '../../../application/address/address-view-model';
import type { PinSearchError } from '../../../application/address/address-pin';

const m = defineMessages({
  pinLegend: { id: 'address.pin.legend', defaultMessage: 'Titik peta (opsional)' },
  pinHelp: { id: 'address.pin.help', defaultMessage: 'Cari alamat di peta, lalu pilih lokasi yang paling tepat agar kurir mudah menemukannya.' },
  pinQuery: { id: 'address.pin.query', defaultMessage: 'Alamat yang dicari' },
  pinSearch: { id: 'address.pin.search', defaultMessage: 'Cari di peta' },
  pinSearching: { id: 'address.pin.searching', defaultMessage: 'Mencari...' },
  pinNone: { id: 'address.pin.none', defaultMessage: 'Lokasi tidak ditemukan. Coba tulis nama jalan dan kecamatan.' },
  pinCandidates: { id: 'address.pin.candidates', defaultMessage: 'Pilih lokasi' },
  pinNoPin: { id: 'address.pin.noPin', defaultMessage: 'Tanpa titik peta' },
  pinClear: { id: 'address.pin.clear', defaultMessage: 'Hapus titik peta' },
  npwpFile: { id: 'address.npwpFile.label', defaultMessage: 'Dokumen NPWP (opsional, PDF/PNG/JPEG, maks. 2 MB)' },
  npwpFileSaved: { id: 'address.npwpFile.saved', defaultMessage: 'Dokumen NPWP tersimpan' },
  npwpFileRemove: { id: 'address.npwpFile.remove', defaultMessage: 'Hapus dokumen NPWP' },
  npwpFileGuest: { id: 'address.npwpFile.guest', defaultMessage: 'Masuk untuk mengunggah dokumen NPWP.' },
  phone2: { id: 'address.card.phone2', defaultMessage: 'Telepon lain' },
  cardPin: { id: 'address.card.pin', defaultMessage: 'Titik peta' },
});

const pinChosen = defineMessage<{ place: string; coordinates: string }>({ id: 'address.pin.chosen', defaultMessage: 'Titik peta: {place} ({coordinates})' });
const pinFound = defineMessage<{ count: number }>({ id: 'address.pin.found', defaultMessage: '{count, plural, other {# lokasi}} ditemukan' });
const npwpDocLink = defineMessage<{ name: string }>({ id: 'address.npwpFile.open', defaultMessage: 'Dokumen NPWP: {name}' });

const pinErrors: Record<PinSearchError, ReturnType<typeof defineMessage>> = defineMessages({
  failed: { id: 'address.pin.error.failed', defaultMessage: 'Pencarian peta gagal. Coba lagi nanti; alamat tetap bisa disimpan tanpa titik peta.' },
  busy: { id: 'address.pin.error.busy', defaultMessage: 'Pencarian peta sedang sibuk. Coba lagi sebentar lagi.' },
  too_short: { id: 'address.pin.error.tooShort', defaultMessage: 'Tulis minimal 3 karakter untuk dicari.' },
});

const npwpFileErrors: Record<NpwpFileProblem, ReturnType<typeof defineMessage>> = defineMessages({
  type: { id: 'address.npwpFile.error.type', defaultMessage: 'Berkas NPWP harus PDF, PNG atau JPEG' },
  size: { id: 'address.npwpFile.error.size', defaultMessage: 'Berkas NPWP maksimal 2 MB' },
});

export const PinStep = observer(function PinStep({ vm }: { vm: AddressViewModel }) {
  const intl = useIntl();
  const pin = vm.pin;
  if (!pin.available) return null;
  const candidates = pin.candidates;
  return (
    <fieldset className="address-pin" data-testid="address-pin">
      <legend className="h6"><FormattedMessage {...m.pinLegend} /></legend>
      <p className="small muted" id="address-pin-help"><FormattedMessage {...m.pinHelp} /></p>
      <div className={pin.error === 'too_short' ? 'field invalid' : 'field'}>
        <label htmlFor="address-pin-query"><FormattedMessage {...m.pinQuery} /></label>
        <div className="address-pin-search">
          <input id="address-pin-query" type="search" value={pin.query} aria-describedby="address-pin-help"
            onChange={(e) => pin.setQuery(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void pin.search(); } }} />
          <button type="button" className="btn btn-outline" disabled={pin.searching} onClick={() => void pin.search()}>
            <FormattedMessage {...(pin.searching ? m.pinSearching : m.pinSearch)} />
          </button>
        </div>
      </div>
      <p role="status" aria-live="polite" className="small" data-testid="address-pin-status">
        {pin.error ? <FormattedMessage {...pinErrors[pin.error]} />
          : candidates === null ? null
            : candidates.length === 0 ? <FormattedMessage {...m.pinNone} />
              : intl.formatMessage(pinFound, { count: candidates.length })}
      </p>
      {candidates !== null && candidates.length > 0 && (
        <fieldset className="address-pin-candidates">
          <legend className="small"><FormattedMessage {...m.pinCandidates} /></legend>
          {candidates.map((c, i) => (
            <label key={`${c.lat},${c.long}`} className="address-pin-candidate">
              <input type="radio" name="address-pin" checked={pin.isChosen(c)} onChange={() => pin.choose(c)} data-testid={`address-pin-candidate-${i}`} />
              <span>{c.addressMap} <span className="muted small">({formatCoordinates(c.lat, c.long)})</span></span>
            </label>
          ))}
          <label className="address-pin-candidate">
            <input type="radio" name="address-pin" checked={pin.chosen === null} onChange={pin.clear} />
            <span><FormattedMessage {...m.pinNoPin} /></span>
          </label>
        </fieldset>
      )}
      {pin.chosen && (
        <p className="small" data-testid="address-pin-chosen">
          {intl.formatMessage(pinChosen, { place: pin.chosen.addressMap, coordinates: formatCoordinates(pin.chosen.lat, pin.chosen.long) })}{' '}
          {candidates === null && (
            <button type="button" className="btn btn-text btn-small" onClick={pin.clear}><FormattedMessage {...m.pinClear} /></button>
          )}
        </p>
      )}
      {pin.attribution && candidates !== null && <p className="small muted">{pin.attribution}</p>}
    </fieldset>
  );
});

export const NpwpFileField = observer(function NpwpFileField({ vm }: { vm: AddressViewModel }) {
  if (!vm.remote) return <p className="small muted"><FormattedMessage {...m.npwpFileGuest} /></p>;
  const problem = vm.npwpFileProblem;
  const saved = vm.editing?.npwpDocument ?? null;
  return (
    <div className={problem ? 'field invalid' : 'field'}>
      <label htmlFor="address-npwpFile"><FormattedMessage {...m.npwpFile} /></label>
      <input id="address-npwpFile" type="file" accept={NPWP_DOCUMENT_ACCEPT} aria-invalid={problem !== null}
        aria-describedby={problem ? 'address-npwpFile-error' : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          void vm.chooseNpwpFile(file ? { data: file, fileName: file.name } : null);
        }} />
      {problem && <p id="address-npwpFile-error" className="field-error"><FormattedMessage {...npwpFileErrors[problem]} /></p>}
      {saved && !vm.npwpFile && (
        <p className="small" data-testid="address-npwp-saved">
          <FormattedMessage {...m.npwpFileSaved} />: <a href={saved.url} target="_blank" rel="noopener noreferrer">{saved.name ?? 'NPWP'}</a>
        </p>
      )}
    </div>
  );
});

/** The card's lines for the second phone, the pin and the NPWP document, when the address has them. */
export const AddressExtrasLines = observer(function AddressExtrasLines({ vm, address }: { vm: AddressViewModel; address: Address }) {
  const intl = useIntl();
  const doc = address.npwpDocument ?? null;
  const hasPin = address.lat !== null && address.long !== null;
  if (!address.phoneNumber2 && !hasPin && !doc) return null;
  return (
    <div className="small address-extras" data-testid="address-extras">
      {address.phoneNumber2 && <p><FormattedMessage {...m.phone2} />: {address.phoneNumber2}</p>}
      {hasPin && <p><FormattedMessage {...m.cardPin} />: {address.addressMap ? `${address.addressMap} ` : ''}({formatCoordinates(address.lat as number, address.long as number)})</p>}
      {doc && (
        <p>
          <a href={doc.url} target="_blank" rel="noopener noreferrer">{intl.formatMessage(npwpDocLink, { name: doc.name ?? 'NPWP' })}</a>{' '}
          <button type="button" className="btn btn-text btn-small" onClick={() => void vm.removeNpwp(address.id)}>
            <FormattedMessage {...m.npwpFileRemove} />
          </button>
        </p>
      )}
    </div>
  );
});
