/**
 * /payment (docs/perks.md): the customer's saved cards (brand, masked number, expiry), the form to
 * save one (the card goes to the gateway's client library, CardTokenizer; only its one-time token
 * reaches our server) and delete with a confirmation. A failed call keeps the list and is kept in
 * `error` / `loadError`.
 */
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CARD_TOKENIZER, type CardTokenizer } from '../ports/card-tokenizer.port';
import { SAVED_CARD_API, type SavedCard, type SavedCardApi } from '../ports/saved-card-api.port';
import { CLOCK, type Clock } from '../shell/app-settings';
import { CardForm } from '../payment/card-form';
import { loadInto } from '../payment/load-state';

export const SAVED_CARDS_VIEW_MODEL = Symbol.for('perks.SavedCardsViewModel');

export type SaveOutcome = 'saved' | 'invalid' | 'failed';

@injectable()
export class SavedCardsViewModel {
  cards: SavedCard[] = [];
  loading = false;
  loaded = false;
  loadError: unknown = null;
  readonly form: CardForm;
  saving = false;
  /** The last save's or delete's failure (the screen shows its message). */
  error: unknown = null;
  /** The card whose delete awaits confirmation. */
  confirmingId: string | null = null;
  removing = false;

  constructor(
    @inject(SAVED_CARD_API) private readonly api: SavedCardApi,
    @inject(CARD_TOKENIZER) private readonly tokenizer: CardTokenizer,
    @inject(CLOCK) @optional() clock?: Clock,
  ) {
    this.form = new CardForm(() => (clock ? clock.now() : Date.now()));
    makeAutoObservable<this, 'api' | 'tokenizer'>(this, { api: false, tokenizer: false, form: false }, { autoBind: true });
  }

  get confirming(): SavedCard | null {
    return this.cards.find((c) => c.id === this.confirmingId) ?? null;
  }

  async load(): Promise<void> {
    await loadInto(this, () => this.api.list(), (cards) => {
      this.cards = cards;
      this.loaded = true;
    });
  }

  /** Tokenises the form's card with the gateway, then saves the token; the form is cleared either way but on a field error. */
  async save(): Promise<SaveOutcome> {
    if (this.saving) return 'failed';
    const card = this.form.submit();
    if (!card) return 'invalid';
    this.saving = true;
    this.error = null;
    try {
      const token = await this.tokenizer.tokenize({ number: card.number, expMonth: card.expMonth, expYear: card.expYear, cvv: card.cvv });
      const saved = await this.api.save(token);
      runInAction(() => {
        this.cards = [saved, ...this.cards.filter((c) => c.id !== saved.id)];
        this.form.clear();
      });
      return 'saved';
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.form.clearSecret();
      });
      return 'failed';
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  askRemove(id: string): void {
    this.confirmingId = id;
    this.error = null;
  }

  cancelRemove(): void {
    this.confirmingId = null;
  }

  /** Deletes the card awaiting confirmation; a failure keeps the list. */
  async confirmRemove(): Promise<boolean> {
    const id = this.confirmingId;
    if (id === null || this.removing) return false;
    this.removing = true;
    this.error = null;
    try {
      await this.api.remove(id);
      runInAction(() => {
        this.cards = this.cards.filter((c) => c.id !== id);
        this.confirmingId = null;
      });
      return true;
    } catch (error) {
      runInAction(() => { this.error = error; });
      return false;
    } finally {
      runInAction(() => { this.removing = false; });
    }
  }
}
