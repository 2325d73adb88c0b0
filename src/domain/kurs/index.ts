/** Public API of the exchange-rate rules (docs/operations-console.md "Exchange rates"). */
export {
  KURS_DECIMALS, KURS_FIXED_CODE, KURS_LARGE_CHANGE, KURS_MAX, KURS_MAX_AGE_DAYS, KURS_MIN,
  isCurrencyCode, isLargeKursChange, isoDateMs, kursChange, kursDateProblem, kursProblem, roundKurs, rupiahPerUnit, wibDate,
} from './rules';
export type { KursDateProblem, KursProblem } from './rules';
