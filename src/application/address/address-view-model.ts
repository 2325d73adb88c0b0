/**
 * /address (spec sections 3, 4, 5, 6): a visitor's addresses are local (GuestAddressStore: the
 * first one added is active, 'set active' marks exactly one); a signed-in customer's are the
 * server's (AddressApi). Province -> district -> sub-district from RegionsApi (district names
 * come with the 'Kab.' rule applied by the server).
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ADDRESS_API, type Address, type AddressApi, type AddressInput, type NpwpFile } from '../ports/address-api.port';
import { GEOCODE_API, type GeocodeApi } from '../ports/geocode-api.port';
import { npwpDocumentKind } from '../../domain/address';
import { AddressPin } from './address-pin';
import { ShippingCheck } from './shipping-check';
import { SHIPPING_API, type ShippingApi } from '../ports/shipping-api.port';
import { ApiError } from '../ports/api-error';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../ports/guest-address-store.port';
import { REGIONS_API, type Region, type RegionsApi } from '../ports/regions-api.port';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import {
  EMPTY_ADDRESS_FORM, toAddressInput, validateAddressForm,
  type AddressField, type AddressFieldError, type AddressForm,
} from './address-form';

export const ADDRESS_VIEW_MODEL = Symbol.for('address.AddressViewModel');

export type AddressError = 'load_failed' | 'regions_failed' | 'save_failed' | 'delete_failed' | 'import_failed' | 'npwp_failed';

/** A chosen NPWP file the form refuses before sending (the server checks again, by content). */
export type NpwpFileProblem = 'type' | 'size';

/** The largest NPWP file the form sends (the server's MAX_UPLOAD_BYTES default). */
export const NPWP_MAX_BYTES = 2 * 1024 * 1024;

/** The fields of an address the server takes (the device's local id and active flag stay behind). */
function inputOf(address: Address): AddressInput {
  return {
    name: address.name, address: address.address, provinceId: address.provinceId, districtId: address.districtId,
    subDistrictId: address.subDistrictId, village: address.village ?? null, postalCode: address.postalCode, phoneNumber: address.phoneNumber,
    phoneNumber2: address.phoneNumber2, email: address.email, npwp: address.npwp, lat: address.lat, long: address.long,
    addressMap: address.addressMap,
  };
}

@injectable()
export class AddressViewModel {
  addresses: Address[] = [];
  loading = true;
  error: AddressError | null = null;
  /** The server's message of a failed call (shown as is, spec section 8). */
  serverMessage: string | null = null;
  formOpen = false;
  editingId: string | null = null;
  form: AddressForm = { ...EMPTY_ADDRESS_FORM };
  submitted = false;
  touched: Partial<Record<AddressField, boolean>> = {};
  saving = false;
  provinces: Region[] = [];
  districts: Region[] = [];
  subdistricts: Region[] = [];
  /** Kelurahan/desa of the chosen kecamatan. */
  villages: Region[] = [];
  /** The kecamatan `villages` was loaded for ('' before any): until it is the chosen one, the list is on its way. */
  villagesFor = '';
  /**
   * The address the last save stored: the screen moves focus to its card and the live region
   * confirms (issue 23: the page stayed scrolled at the footer). Cleared by the next form or delete.
   */
  savedId: string | null = null;
  /**
   * Signed in: the addresses still kept on this device from before the login, offered for
   * import into the account. Each leaves the device only once the server has accepted it.
   */
  deviceAddresses: Address[] = [];
  importing = false;
  /** How many device addresses the last import moved into the account. */
  imported = 0;
  /** The offer is put away for this visit ('Nanti saja'); the addresses stay on the device. */
  importDismissed = false;
  /** The map pin step (shown only when a geocoder is configured). */
  readonly pin: AddressPin;
  /** The couriers' price for 1 kg to the chosen kecamatan (spec section 9). */
  readonly shipping: ShippingCheck;
  /** The NPWP document chosen in the form, sent after the address is saved (signed in only). */
  npwpFile: NpwpFile | null = null;
  npwpFileProblem: NpwpFileProblem | null = null;
  /** Counts the files chosen: a check that ends after another file was chosen is dropped. */
  private npwpPicks = 0;

  constructor(
    @inject(GUEST_ADDRESS_STORE) private readonly store: GuestAddressStore,
    @inject(ADDRESS_API) private readonly api: AddressApi,
    @inject(REGIONS_API) private readonly regions: RegionsApi,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(GEOCODE_API) geocode: GeocodeApi,
    @inject(SHIPPING_API) @optional() shipping?: ShippingApi,
  ) {
    this.pin = new AddressPin(geocode);
    this.shipping = new ShippingCheck(shipping);
    makeAutoObservable<this, 'store' | 'api' | 'regions' | 'session'>(
      this,
      { store: false, api: false, regions: false, session: false, pin: false, shipping: false },
      { autoBind: true },
    );
  }

  /** Signed in: the server's addresses; otherwise the device's. */
  get remote(): boolean {
    return this.session.loginToken() !== null;
  }

  async load(): Promise<void> {
    this.loading = true;
    if (!this.pin.available) void this.pin.checkAvailable();
    try {
      const list = this.remote ? await this.api.list() : this.store.list();
      runInAction(() => {
        this.addresses = list;
      });
    } catch (error) {
      runInAction(() => this.fail('load_failed', error));
    }
    runInAction(() => {
      this.readDevice();
      this.loading = false;
    });
  }

  private readDevice(): void {
    this.deviceAddresses = this.remote ? this.store.list() : [];
  }

  /** The import offer shows: signed in, addresses on the device, not put away. */
  get importOffered(): boolean {
    return this.remote && this.deviceAddresses.length > 0 && !this.importDismissed;
  }

  dismissImport(): void {
    this.importDismissed = true;
  }

  /**
   * Creates each device address in the account (AddressApi.create; the HTTP adapter sends an
   * Idempotency-Key per address, the same across its retries), one after the other, and removes
   * it from the device only after the server accepted it. The first failure stops the import:
   * the rest stays on the device and the server's message shows. Nothing is lost either way.
   * Resolves with the number imported.
   */
  async importDeviceAddresses(): Promise<number> {
    if (!this.remote || this.importing) return 0;
    this.importing = true;
    this.imported = 0;
    this.dismissError();
    let count = 0;
    let failure: unknown = null;
    for (const address of this.store.list()) {
      try {
        await this.api.create(inputOf(address));
      } catch (error) {
        failure = error;
        break;
      }
      this.store.remove(address.id);
      count += 1;
    }
    await this.load();
    runInAction(() => {
      this.imported = count;
      this.importing = false;
      if (failure !== null) this.fail('import_failed', failure);
    });
    return count;
  }

  private fail(code: AddressError, error: unknown): void {
    this.error = code;
    this.serverMessage = error instanceof ApiError && error.message ? error.message : null;
  }

  openForm(address?: Address): void {
    this.formOpen = true;
    this.submitted = false;
    this.touched = {};
    this.error = null;
    this.editingId = address?.id ?? null;
    this.savedId = null;
    this.npwpFile = null;
    this.npwpFileProblem = null;
    this.pin.reset(
      address && address.lat !== null && address.long !== null ? { lat: address.lat, long: address.long, addressMap: address.addressMap ?? '' } : null,
      address ? [address.address, address.subDistrictName, address.districtName].filter(Boolean).join(', ') : '',
    );
    this.form = address
      ? {
          name: address.name, phoneNumber: address.phoneNumber, phoneNumber2: address.phoneNumber2 ?? '', address: address.address, provinceId: address.provinceId,
          districtId: address.districtId, subDistrictId: address.subDistrictId, village: address.village ?? '', postalCode: address.postalCode,
          email: address.email ?? '', npwp: address.npwp ?? '',
        }
      : { ...EMPTY_ADDRESS_FORM };
    void this.loadRegions();
    void this.shipping.check(this.form.subDistrictId);
  }

  closeForm(): void {
    this.formOpen = false;
  }

  private async loadRegions(): Promise<void> {
    try {
      const provinces = this.provinces.length ? this.provinces : await this.regions.provinces();
      const districts = this.form.provinceId ? await this.regions.districts(this.form.provinceId) : [];
      const subdistricts = this.form.districtId ? await this.regions.subdistricts(this.form.districtId) : [];
      const subDistrictId = this.form.subDistrictId;
      const villages = subDistrictId ? await this.regions.villages(subDistrictId) : [];
      runInAction(() => {
        this.villagesFor = subDistrictId;
        this.provinces = provinces;
        this.districts = districts;
        this.subdistricts = subdistricts;
        this.villages = villages;
      });
    } catch (error) {
      runInAction(() => this.fail('regions_failed', error));
    }
  }

  setField(field: AddressField, value: string): void {
    this.form[field] = value;
    if (field === 'provinceId' || field === 'districtId' || field === 'subDistrictId') void this.shipping.check(field === 'subDistrictId' ? value : '');
    if (field === 'provinceId') {
      this.form.districtId = '';
      this.form.subDistrictId = '';
      this.form.village = '';
      this.districts = [];
      this.subdistricts = [];
      this.villages = [];
      if (value) void this.loadRegions();
    } else if (field === 'districtId') {
      this.form.subDistrictId = '';
      this.form.village = '';
      this.subdistricts = [];
      this.villages = [];
      if (value) void this.loadRegions();
    } else if (field === 'subDistrictId') {
      this.form.village = '';
      this.villages = [];
      if (value) void this.loadRegions();
    }
  }

  /**
   * The chosen kecamatan's list has arrived and is empty (none in the data today): the form then
   * takes the kelurahan/desa as typed instead of from a list.
   */
  get villageTyped(): boolean {
    return this.form.subDistrictId !== '' && this.villagesFor === this.form.subDistrictId && this.villages.length === 0;
  }

  touch(field: AddressField): void {
    this.touched[field] = true;
  }

  get errors(): Partial<Record<AddressField, AddressFieldError>> {
    return validateAddressForm(this.form, { villageRequired: this.villages.length > 0 });
  }

  visibleError(field: AddressField): AddressFieldError | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.errors[field] ?? null;
  }

  /** Saves the form; false (form and input kept) when invalid or the call failed. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    if (Object.keys(this.errors).length > 0) return false;
    const nameOf = (list: Region[], id: string) => list.find((r) => r.id === id)?.name;
    if (this.npwpFileProblem !== null) return false;
    const input = toAddressInput(this.form, {
      provinceName: nameOf(this.provinces, this.form.provinceId),
      districtName: nameOf(this.districts, this.form.districtId),
      subDistrictName: nameOf(this.subdistricts, this.form.subDistrictId),
    }, this.pin.chosen);
    this.saving = true;
    try {
      let saved: Address | null;
      if (this.remote) {
        saved = this.editingId ? await this.api.update(this.editingId, input) : await this.api.create(input);
      } else saved = this.editingId ? this.store.update(this.editingId, input) : this.store.add(input);
      if (saved && this.remote && this.npwpFile) {
        const savedId = saved.id;
        try {
          await this.api.uploadNpwp(savedId, this.npwpFile);
        } catch (error) {
          // The address is saved, the document is not: the form stays open on the saved address
          // with the file still chosen, and says why (nothing typed or chosen is lost).
          await this.load();
          runInAction(() => {
            this.editingId = savedId;
            this.fail('npwp_failed', error);
            this.saving = false;
          });
          return false;
        }
      }
      await this.load();
      runInAction(() => {
        this.savedId = saved?.id ?? this.editingId;
        this.formOpen = false;
        this.form = { ...EMPTY_ADDRESS_FORM };
        this.editingId = null;
        this.npwpFile = null;
        this.saving = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.fail('save_failed', error);
        this.saving = false;
      });
      return false;
    }
  }

  /** Marks exactly this address active (signed in: for this visit; the API has no call for it). */
  setActive(id: string): void {
    if (this.remote) this.addresses = this.addresses.map((a) => ({ ...a, active: a.id === id }));
    else {
      this.store.setActive(id);
      this.addresses = this.store.list();
    }
  }

  async remove(id: string): Promise<boolean> {
    this.savedId = null;
    try {
      if (this.remote) await this.api.delete(id);
      else this.store.remove(id);
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => this.fail('delete_failed', error));
      return false;
    }
  }

  /**
   * A file chosen for the NPWP document (null: none). Its kind is read from its first bytes, as the
   * server will: a PDF, PNG or JPEG of at most NPWP_MAX_BYTES; otherwise the form says so.
   */
  async chooseNpwpFile(file: NpwpFile | null): Promise<void> {
    this.npwpFile = file;
    this.npwpFileProblem = null;
    const pick = ++this.npwpPicks;
    if (!file) return;
    if (file.data.size > NPWP_MAX_BYTES) {
      this.npwpFileProblem = 'size';
      return;
    }
    const head = new Uint8Array(await file.data.slice(0, 16).arrayBuffer());
    runInAction(() => {
      if (this.npwpPicks === pick && npwpDocumentKind(head) === null) this.npwpFileProblem = 'type';
    });
  }

  /** Removes the saved NPWP document of an address (signed in). */
  async removeNpwp(id: string): Promise<boolean> {
    try {
      await this.api.removeNpwp(id);
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => this.fail('npwp_failed', error));
      return false;
    }
  }

  /** The address being edited, as loaded (its saved NPWP document). */
  get editing(): Address | undefined {
    return this.editingId === null ? undefined : this.addresses.find((a) => a.id === this.editingId);
  }

  dismissError(): void {
    this.error = null;
    this.serverMessage = null;
  }
}
