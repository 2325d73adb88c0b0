/**
 * /manual-order-form: the raw text of every field (ManualOrderValues), class-validator
 * validation shown after a field is left or the form submitted, units converted with
 * src/domain/units (then grams and centimetres) and the product added to the cart like a
 * scraped one (AddToCartUseCase.addManual -> cart/add-to-cart-manual). A refused or failed
 * submit keeps everything typed; a successful one empties the form. Sea where it is not offered
 * (the domain's checkTrack) is a field error of the track, never a silent switch to air.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { checkTrack, COUNTRY_CODES, isSeaAvailable, type CountryCode } from '../../domain/pricing';
import { DIMENSION_UNITS, toCentimetres, toGrams, WEIGHT_UNITS } from '../../domain/units';
import { MAX_UPLOAD_BYTES, type CropRect } from '../../domain/upload';
import { isApiError } from '../ports/api-error';
import { UPLOAD_API, type UploadApi } from '../ports/upload-api.port';
import { classifyMarketplace } from './marketplace-of';
import { RATES_API, type HsCode, type ProductType, type RatesApi } from '../ports/rates-api.port';
import { CART_API, GUEST_PRICING_ACCOUNT, type CartApi, type ManualOrderInput, type PricingAccount } from '../ports/cart-api.port';
import { loadPricingAccount } from '../pricing/pricing-account';
import { ADD_TO_CART_USE_CASE, type AddToCartUseCase } from '../product/add-to-cart.use-case';
import {
  CURRENCIES, decimal, emptyManualOrder, validateManualOrder,
  type ManualOrderErrors, type ManualOrderField, type ManualOrderValues,
} from './manual-order-form';

export const MANUAL_ORDER_VIEW_MODEL = Symbol.for('manualOrder.ManualOrderViewModel');

export type SubmitOutcome = 'added' | 'invalid' | 'failed';

/** The picture upload: none chosen, being cropped, being sent. */
export type UploadStep = 'idle' | 'cropping' | 'uploading';
export type UploadProblem = 'too_big' | 'wrong_type' | 'failed';
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

@injectable()
export class ManualOrderViewModel {
  form: ManualOrderValues = emptyManualOrder();
  touched: Partial<Record<ManualOrderField, boolean>> = {};
  submitted = false;
  submitting = false;
  productTypes: ProductType[] = [];
  hsCodes: HsCode[] = [];
  /** The server's facts about the account (importers may ship 1688 goods by sea). */
  account: PricingAccount = GUEST_PRICING_ACCOUNT;
  readonly currencies = CURRENCIES;
  readonly countries = COUNTRY_CODES;
  readonly weightUnits = WEIGHT_UNITS;
  readonly dimensionUnits = DIMENSION_UNITS;
  uploadStep: UploadStep = 'idle';
  uploadProblem: UploadProblem | null = null;
  /** The picture being cropped (its object URL is made and revoked by the view). */
  chosenFile: File | null = null;

  constructor(
    @inject(RATES_API) private readonly rates: RatesApi,
    @inject(ADD_TO_CART_USE_CASE) private readonly addToCart: AddToCartUseCase,
    @inject(CART_API) @optional() private readonly cart?: CartApi,
    @inject(UPLOAD_API) @optional() private readonly uploads?: UploadApi,
  ) {
    makeAutoObservable<this, 'rates' | 'addToCart' | 'cart' | 'uploads'>(this, { rates: false, addToCart: false, cart: false, uploads: false, chosenFile: false }, { autoBind: true });
  }

  /** Whether pictures can be uploaded (an upload port is bound). */
  get canUpload(): boolean {
    return this.uploads !== undefined;
  }

  /**
   * A file chosen or dropped: refused at once when it is too big or plainly not a picture (the
   * server checks the bytes again); otherwise the crop step. Nothing typed is touched.
   */
  chooseFile(file: File): boolean {
    this.uploadProblem = null;
    if (file.size > MAX_UPLOAD_BYTES) { this.uploadProblem = 'too_big'; return false; }
    if (!PICTURE_TYPES.has(file.type)) { this.uploadProblem = 'wrong_type'; return false; }
    this.chosenFile = file;
    this.uploadStep = 'cropping';
    return true;
  }

  cancelCrop(): void {
    this.chosenFile = null;
    this.uploadStep = 'idle';
  }

  /** The cropped picture: uploaded, then its URL is the item's picture. A failure keeps the crop step open. */
  async uploadCropped(image: Blob, crop: CropRect): Promise<boolean> {
    if (!this.uploads) return false;
    if (image.size > MAX_UPLOAD_BYTES) { this.uploadProblem = 'too_big'; return false; }
    this.uploadStep = 'uploading';
    this.uploadProblem = null;
    const name = this.chosenFile?.name ?? 'picture.png';
    try {
      const url = await this.uploads.uploadCroppedImage(image, name, crop);
      runInAction(() => {
        this.form.imageUrl = url;
        this.touched.imageUrl = true;
        this.chosenFile = null;
        this.uploadStep = 'idle';
      });
      return true;
    } catch (err) {
      runInAction(() => {
        this.uploadStep = 'cropping';
        this.uploadProblem = isApiError(err) && err.status === 413 ? 'too_big'
          : isApiError(err) && err.reason === 'UNSUPPORTED_IMAGE' ? 'wrong_type' : 'failed';
      });
      return false;
    }
  }

  async load(): Promise<void> {
    const [types, codes, account] = await Promise.allSettled([this.rates.productTypes(), this.rates.hsCodes(), loadPricingAccount(this.cart)]);
    runInAction(() => {
      if (account.status === 'fulfilled') this.account = account.value;
      if (types.status === 'fulfilled') this.productTypes = types.value;
      if (codes.status === 'fulfilled') this.hsCodes = codes.value;
    });
  }

  async searchHsCodes(query: string): Promise<void> {
    try {
      const codes = await this.rates.hsCodes(query.trim() || undefined);
      runInAction(() => { this.hsCodes = codes; });
    } catch {
      // keep the last list
    }
  }

  /** Sets a field as typed: a change that leaves sea where it is not offered is a track error. */
  setField<K extends ManualOrderField>(key: K, value: ManualOrderValues[K]): void {
    this.form[key] = value;
  }

  touch(field: ManualOrderField): void {
    this.touched[field] = true;
  }

  get errors(): ManualOrderErrors {
    const errors = validateManualOrder(this.form);
    if (!errors.track && this.trackProblem) errors.track = 'sea_not_available';
    return errors;
  }

  /** 'SEA_NOT_AVAILABLE' while sea is chosen where it is not offered (the server would refuse it). */
  get trackProblem() {
    return checkTrack({ country: this.form.country, marketplace: classifyMarketplace(this.form.url), track: this.form.track }, this.account);
  }

  visibleError(field: ManualOrderField): string | null {
    if (!this.submitted && !this.touched[field]) return null;
    return this.errors[field] ?? null;
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  get seaAvailable(): boolean {
    return isSeaAvailable({ country: this.form.country as CountryCode, marketplace: classifyMarketplace(this.form.url), importerMode: this.account.importerMode });
  }

  /** The payload, units converted (spec section 5), or null while invalid. */
  get payload(): ManualOrderInput | null {
    if (!this.valid) return null;
    const f = this.form;
    const cm = (text: string) => (text.trim() === '' ? 0 : toCentimetres(decimal(text), f.dimensionUnit));
    return {
      url: f.url.trim(),
      name: f.title.trim(),
      image: f.imageUrl.trim() || null,
      quantity: Number(f.quantity.trim()),
      price: decimal(f.price),
      currency: f.currency,
      weightGrams: toGrams(decimal(f.weight), f.weightUnit),
      lengthCm: cm(f.length),
      widthCm: cm(f.width),
      heightCm: cm(f.height),
      country: f.country,
      packageTrack: f.track,
      size: f.size.trim() || null,
      color: f.color.trim() || null,
      note: f.note.trim() || null,
      productTypeId: f.productTypeId || null,
      hsCode: f.hsCode || null,
      originAddress: f.originAddress.trim() || null,
      category: f.category.trim() || null,
    };
  }

  async submit(): Promise<SubmitOutcome> {
    this.submitted = true;
    const payload = this.payload;
    if (!payload) return 'invalid';
    this.submitting = true;
    try {
      await this.addToCart.addManual(payload);
      runInAction(() => {
        this.form = emptyManualOrder();
        this.touched = {};
        this.submitted = false;
      });
      return 'added';
    } catch {
      return 'failed';
    } finally {
      runInAction(() => { this.submitting = false; });
    }
  }
}
