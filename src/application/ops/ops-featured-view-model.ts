/**
 * /ops/banners (docs/banners.md): the home's header banners and the announcement pop-up, every
 * row with its state; for staff with the 'content' permission (operator, admin) a form to add or
 * change one (checked by src/domain/featured as the server checks it, the problems shown under the
 * fields after the first submit; a 422 naming a field shows the server's message there) and a delete.
 * Each write carries one Idempotency-Key per attempt.
 */
import { inject, injectable, optional } from 'inversify';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  featuredImageProblems, normaliseFeaturedInput, type FeaturedField, type FeaturedImageInput, type FeaturedPlacement, type FeaturedProblems,
} from '../../domain/featured';
import { isApiError } from '../ports/api-error';
import { OPS_FEATURED_API, type OpsFeaturedApi, type StaffFeaturedImage } from '../ports/ops-featured-api.port';
import { newIdempotencyKey } from '../checkout/idempotency-key';
import { OPS_KEY_SOURCE } from './ops-order-view-model';
import { OPS_SESSION, type OpsSession } from './ops-session';

export const OPS_FEATURED_VIEW_MODEL = Symbol.for('ops.OpsFeaturedViewModel');

/** The form as typed (numbers are text until sent). */
export interface FeaturedForm {
  placement: FeaturedPlacement;
  title: string; title_en: string; summary: string; summary_en: string;
  image_url: string; image_width: string; image_height: string; link: string;
  action_label: string; action_label_en: string; active: boolean; sort: string;
}

const EMPTY: FeaturedForm = {
  placement: 'header', title: '', title_en: '', summary: '', summary_en: '', image_url: '', image_width: '', image_height: '', link: '',
  action_label: '', action_label_en: '', active: true, sort: '0',
};

/** A number field: '' = none; anything not a whole number stays NaN, which the domain refuses. */
const whole = (text: string): number | null => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export function formInput(form: FeaturedForm): FeaturedImageInput {
  return normaliseFeaturedInput({
    ...form, image_width: whole(form.image_width), image_height: whole(form.image_height), sort: whole(form.sort) ?? 0,
    image_url: form.image_url, link: form.link, action_label: form.action_label, action_label_en: form.action_label_en,
  });
}

function toForm(row: StaffFeaturedImage): FeaturedForm {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    placement: row.placement, title: row.title, title_en: row.title_en, summary: row.summary, summary_en: row.summary_en,
    image_url: row.image_url ?? '', image_width: text(row.image_width), image_height: text(row.image_height), link: row.link ?? '',
    action_label: row.action_label ?? '', action_label_en: row.action_label_en ?? '', active: row.active, sort: String(row.sort),
  };
}

@injectable()
export class OpsFeaturedViewModel {
  rows: StaffFeaturedImage[] = [];
  loading = false;
  failed = false;
  /** The row being edited, 'new', or null (no form open). */
  editing: number | 'new' | null = null;
  form: FeaturedForm = { ...EMPTY };
  submitted = false;
  /** The server's message for a field it refused (422). */
  serverField: { field: FeaturedField; message: string } | null = null;
  saving = false;
  saveError: unknown = null;
  saved: 'created' | 'updated' | 'deleted' | null = null;

  constructor(
    @inject(OPS_FEATURED_API) private readonly api: OpsFeaturedApi,
    @inject(OPS_SESSION) private readonly session: OpsSession,
    @inject(OPS_KEY_SOURCE) @optional() private readonly newKey: () => string = newIdempotencyKey,
  ) {
    makeObservable<this, 'api' | 'session' | 'newKey'>(this, {
      api: false, session: false, newKey: false,
      rows: observableRef, loading: observable, failed: observable, editing: observable, form: observableRef, submitted: observable,
      serverField: observableRef, saving: observable, saveError: observableRef, saved: observable,
      canEdit: computed, problems: computed,
      load: actionBound, edit: actionBound, create: actionBound, setField: actionBound, cancel: actionBound, submit: actionBound, remove: actionBound,
    });
  }

  /** Staff with the 'content' permission (GET ops/me) are offered the form. */
  get canEdit(): boolean {
    return this.session.can('content');
  }

  /** The form's problems (shown after the first submit). */
  get problems(): FeaturedProblems {
    return this.submitted ? featuredImageProblems(formInput(this.form)) : {};
  }

  async load(): Promise<void> {
    this.loading = true;
    this.failed = false;
    try {
      const rows = await this.api.list();
      runInAction(() => {
        this.rows = rows;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private open(editing: number | 'new', form: FeaturedForm): void {
    this.editing = editing;
    this.form = form;
    this.submitted = false;
    this.serverField = null;
    this.saveError = null;
    this.saved = null;
  }

  edit(id: number): void {
    const row = this.rows.find((r) => r.id === id);
    if (row) this.open(id, toForm(row));
  }

  create(placement: FeaturedPlacement): void {
    this.open('new', { ...EMPTY, placement });
  }

  setField<K extends keyof FeaturedForm>(key: K, value: FeaturedForm[K]): void {
    this.form = { ...this.form, [key]: value };
    if (this.serverField?.field === key) this.serverField = null;
  }

  cancel(): void {
    this.editing = null;
  }

  /** Sends the form when it has no problem; true when saved. */
  async submit(): Promise<boolean> {
    if (this.saving || this.editing === null) return false;
    this.submitted = true;
    this.saveError = null;
    if (Object.keys(this.problems).length > 0) return false;
    const editing = this.editing;
    this.saving = true;
    try {
      const input = formInput(this.form);
      if (editing === 'new') await this.api.create(input, this.newKey());
      else await this.api.update(editing, input, this.newKey());
      runInAction(() => {
        this.editing = null;
        this.saved = editing === 'new' ? 'created' : 'updated';
      });
      await this.load();
      return true;
    } catch (error) {
      runInAction(() => {
        const field = isApiError(error) && error.status === 422 && error.field?.startsWith('body.') ? error.field.slice(5) as FeaturedField : null;
        if (field !== null && field in this.form && isApiError(error)) this.serverField = { field, message: error.message };
        else this.saveError = error;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async remove(id: number): Promise<void> {
    if (this.saving) return;
    this.saving = true;
    this.saveError = null;
    this.saved = null;
    try {
      await this.api.remove(id, this.newKey());
      runInAction(() => {
        if (this.editing === id) this.editing = null;
        this.saved = 'deleted';
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        this.saveError = error;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
