// The in-memory CardTokenizer (stories, tests, serverless): cards are available, a card is checked
// with the domain's rules (as the gateway's library would refuse it) and answers the fake token
// `tok-<last 4 digits>`; the sandbox's declined test card 4911 1111 1111 1113 is declined.
import { inject, injectable, optional } from 'inversify';
import { ApiError } from '../../application/ports/api-error';
import { CARD_DECLINED, CARD_INVALID, type CardConfig, type CardInput, type CardTokenizer } from '../../application/ports/card-tokenizer.port';
import { CLOCK, type Clock } from '../../application/shell/app-settings';
import { validateCard } from '../../domain/payment';

export const MEMORY_DECLINED_CARD = '4911111111111113';

const FIELD_MESSAGES = { number: 'card_number is invalid', expiry: 'card_exp is invalid', cvv: 'card_cvv is invalid' } as const;

@injectable()
export class MemoryCardTokenizer implements CardTokenizer {
  /** The cards behind the tokens it gave, for the memory saved cards (a token is spent once). */
  private readonly issued = new Map<string, Extract<ReturnType<typeof validateCard>, { ok: true }>>();

  constructor(@inject(CLOCK) @optional() private readonly clock?: Clock) {}

  async config(): Promise<CardConfig> {
    return { available: true, scriptUrl: null, clientKey: null, environment: 'sandbox' };
  }

  async tokenize(card: CardInput): Promise<string> {
    const check = validateCard(card, new Date(this.clock ? this.clock.now() : Date.now()));
    if (!check.ok) {
      const fields = Object.keys(check.errors) as (keyof typeof FIELD_MESSAGES)[];
      throw new ApiError('UNPROCESSABLE', { reason: CARD_INVALID, message: fields.map((f) => FIELD_MESSAGES[f]).join('; ') });
    }
    if (check.number === MEMORY_DECLINED_CARD) throw new ApiError('UNPROCESSABLE', { reason: CARD_DECLINED, message: 'Card is declined by the bank' });
    const token = `tok-${check.number.slice(-4)}`;
    this.issued.set(token, check);
    return token;
  }

  /** The checked card behind a token it gave (the gateway's side of saving a card); the token is spent. */
  spend(token: string): Extract<ReturnType<typeof validateCard>, { ok: true }> | null {
    const card = this.issued.get(token) ?? null;
    this.issued.delete(token);
    return card;
  }
}
