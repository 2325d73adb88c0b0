/**
 * /address (spec sections 3, 4, 5, 6): a visitor's addresses are local (GuestAddressStore: the
 * first one added is active, 'set active' marks exactly one); a signed-in customer's are the
 * server's (AddressApi). Province -> district -> sub-district from RegionsApi (district names
 * come with the 'Kab.' rule applied by the server).
 */
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ADDRESS_API, type Address, type AddressApi } from '../ports/address-api.port';
import { ApiError } from '../ports/api-error';
import { GUEST_ADDRESS_STORE, type GuestAddressStore } from '../ports/guest-address-store.port';
import { REGIONS_API, type Region, type RegionsApi } from '../ports/regions-api.port';
import { SESSION_STORE, type SessionStore } from '../ports/session-store.port';
import {
  EMPTY_ADDRESS_FORM, toAddressInput, validateAddressForm,
  type AddressField, type AddressFieldError, type AddressForm,
} from './address-form';

export const ADDRESS_VIEW_MODEL = Symbol.for('address.AddressViewModel');

export type AddressError = 'load_failed' | 'regions_failed' | 'save_failed' | 'delete_failed';

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

  constructor(
    @inject(GUEST_ADDRESS_STORE) private readonly store: GuestAddressStore,
    @inject(ADDRESS_API) private readonly api: AddressApi,
    @inject(REGIONS_API) private readonly regions: RegionsApi,
    @inject(SESSION_STORE) private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'store' | 'api' | 'regions' | 'session'>(
      this,
      { store: false, api: false, regions: false, session: false },
      { autoBind: true },
    );
  }

  /** Signed in: the server's addresses; otherwise the device's. */
  get remote(): boolean {
    return this.session.loginToken() !== null;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const list = this.remote ? await this.api.list() : this.store.list();
      runInAction(() => {
        this.addresses = list;
      });
    } catch (error) {
      runInAction(() => this.fail('load_failed', error));
    }
    runInAction(() => {
      this.loading = false;
    });
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
    this.form = address
      ? {
          name: address.name, phoneNumber: address.phoneNumber, address: address.address, provinceId: address.provinceId,
          districtId: address.districtId, subDistrictId: address.subDistrictId, postalCode: address.postalCode,
          email: address.email ?? '', npwp: address.npwp ?? '',
        }
      : { ...EMPTY_ADDRESS_FORM };
    void this.loadRegions();
  }

  closeForm(): void {
    this.formOpen = false;
  }

  private async loadRegions(): Promise<void> {
    try {
      const provinces = this.provinces.length ? this.provinces : await this.regions.provinces();
      const districts = this.form.provinceId ? await this.regions.districts(this.form.provinceId) : [];
      const subdistricts = this.form.districtId ? await this.regions.subdistricts(this.form.districtId) : [];
      runInAction(() => {
        this.provinces = provinces;
        this.districts = districts;
        this.subdistricts = subdistricts;
      });
    } catch (error) {
      runInAction(() => this.fail('regions_failed', error));
    }
  }

  setField(field: AddressField, value: string): void {
    this.form[field] = value;
    if (field === 'provinceId') {
      this.form.districtId = '';
      this.form.subDistrictId = '';
      this.districts = [];
      this.subdistricts = [];
      if (value) void this.loadRegions();
    } else if (field === 'districtId') {
      this.form.subDistrictId = '';
      this.subdistricts = [];
      if (value) void this.loadRegions();
    }
  }

  touch(field: AddressField): void {
    this.touched[field] = true;
  }

  get errors(): Partial<Record<AddressField, AddressFieldError>> {
    return validateAddressForm(this.form);
  }

  visibleError(field: AddressField): AddressFieldError | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.errors[field] ?? null;
  }

  /** Saves the form; false (form and input kept) when invalid or the call failed. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    if (Object.keys(this.errors).length > 0) return false;
    const input = toAddressInput(this.form);
    this.saving = true;
    try {
      if (this.remote) {
        if (this.editingId) await this.api.update(this.editingId, input);
        else await this.api.create(input);
      } else if (this.editingId) this.store.update(this.editingId, input);
      else this.store.add(input);
      await this.load();
      runInAction(() => {
        this.formOpen = false;
        this.form = { ...EMPTY_ADDRESS_FORM };
        this.editingId = null;
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

  dismissError(): void {
    this.error = null;
    this.serverMessage = null;
  }
}
