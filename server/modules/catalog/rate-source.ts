// The rate-source port of the scheduled import (docs/operations.md "Exchange rates"): where rupiah
// per unit of the shop's currencies comes from when it is not typed in the console. One adapter,
// Frankfurter (ECB reference rates, frankfurter.ts), chosen by KURS_IMPORT (kurs-import.ts); tests
// may pass their own through ServerPorts.rateSource.
/** The currencies the import asks for (IDR is fixed at 1). */
export const IMPORTED_CURRENCIES = ['USD', 'CNY', 'GBP', 'HKD', 'SGD'] as const;

export interface ImportedRates {
  /** The history's source of these rates ('frankfurter'). */
  source: string;
  /** 'YYYY-MM-DD' the source publishes the rates for. */
  date: string;
  /** Rupiah per unit, markup included, two decimals, by currency: every currency asked for. */
  rates: Readonly<Record<string, number>>;
}

export type RateSourceErrorCode = 'TIMEOUT' | 'UNAVAILABLE' | 'REJECTED' | 'MALFORMED';

export class RateSourceError extends Error {
  override readonly name = 'RateSourceError';
  constructor(readonly code: RateSourceErrorCode, message: string, readonly httpStatus: number | null = null) {
    super(message);
  }
}

export interface RateSource {
  readonly name: string;
  /** Rupiah per unit of each of `codes`; throws RateSourceError (nothing partial is answered). */
  latest(codes: readonly string[]): Promise<ImportedRates>;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    /** The scheduled import's source; default from KURS_IMPORT (none: no import). */
    rateSource: RateSource | null;
  }
}
