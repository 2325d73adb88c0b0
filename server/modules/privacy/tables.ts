// Tables of the privacy module (docs/privacy.md): the signed-in customer's consent choices, one row
// per choice (the history is the evidence, UU PDP art. 22-24), and the mark of an erased account.
import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/schema.ts';

export interface ConsentTable {
  id: Generated<number>;
  customer_id: number;
  /** The version of the texts the choice answered (src/domain/privacy CONSENT_VERSION). */
  version: number;
  analytics: boolean;
  advertising: boolean;
  /** 'banner' or 'settings'. */
  source: string;
  /** When the customer chose (the device's clock, bounded by the server's: never in the future). */
  decided_at: Timestamp;
  /** When the server recorded it. */
  recorded_at: Timestamp;
  user_agent: string | null;
}

declare module '../../db/schema.ts' {
  interface Database {
    consents: ConsentTable;
  }
  interface CustomerTable {
    /** Set by the retention job when the account's personal fields were erased (docs/privacy.md). */
    erased_at: NullableTimestamp;
  }
}
