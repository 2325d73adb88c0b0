/**
 * The customer's acknowledgement of restricted goods at checkout: when the lines being checked out
 * fall under lartas entries, the order is placed only with an acknowledgement that accepts exactly
 * those entries, given on the current text. The server refuses anything else (422
 * LARTAS_ACK_REQUIRED); the storefront's in-memory adapters apply the same rule.
 */

/**
 * Version of the acknowledgement text the customer ticks ('checkout.lartas.ack' of the storefront's
 * message catalogues). Raise it whenever that text changes in substance: an acknowledgement of an
 * older text is refused, and the stored acknowledgement says which text was accepted.
 */
export const LARTAS_ACK_TEXT_VERSION = '1';

export interface LartasAck {
  readonly accepted: boolean;
  /** The lartas entries acknowledged. */
  readonly lartasIds: readonly string[];
  /** The version of the text shown (LARTAS_ACK_TEXT_VERSION). */
  readonly textVersion: string;
}

export type LartasAckCheck =
  /** `acknowledged`: the entries to store with the order (empty when none was needed). */
  | { readonly ok: true; readonly acknowledged: string[] }
  | {
    readonly ok: false;
    /** Required entries the acknowledgement does not name (all of them when there is none). */
    readonly missing: string[];
    /** Entries named that the lines do not fall under. */
    readonly unexpected: string[];
    /** Not accepted (the box not ticked). */
    readonly notAccepted: boolean;
    /** Given on another version of the text. */
    readonly outdatedText: boolean;
  };

/**
 * Checks an acknowledgement against the entries the lines require. With none required, no
 * acknowledgement is needed, and one naming entries is refused as naming entries the order lacks.
 */
export function checkLartasAck(required: readonly string[], ack: LartasAck | null | undefined, textVersion = LARTAS_ACK_TEXT_VERSION): LartasAckCheck {
  const wanted = [...new Set(required)];
  const named = [...new Set(ack?.lartasIds ?? [])];
  const unexpected = named.filter((id) => !wanted.includes(id));
  if (wanted.length === 0) {
    return unexpected.length === 0 ? { ok: true, acknowledged: [] } : { ok: false, missing: [], unexpected, notAccepted: false, outdatedText: false };
  }
  const missing = ack ? wanted.filter((id) => !named.includes(id)) : wanted;
  const notAccepted = ack?.accepted !== true;
  const outdatedText = ack !== null && ack !== undefined && ack.textVersion !== textVersion;
  if (missing.length === 0 && unexpected.length === 0 && !notAccepted && !outdatedText) return { ok: true, acknowledged: wanted };
  return { ok: false, missing, unexpected, notAccepted, outdatedText };
}
