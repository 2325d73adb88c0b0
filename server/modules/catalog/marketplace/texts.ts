// What a customer reads when the marketplace data cannot be had (docs/marketplace.md "Failures"),
// and the mapping of the port's failures onto the API's errors. Not found is the spec's
// 'Produk tidak tersedia' (404); every other failure is retryable and says so.
import { AppError, t, type Lang } from '../../../http/errors.ts';
import { MarketplaceError } from './port.ts';

export const MARKETPLACE_TEXTS = {
  notFound: { id: 'Produk tidak tersedia', en: 'Product not available' },
  timeout: {
    id: 'Marketplace terlalu lama merespons. Silakan coba lagi.',
    en: 'The marketplace took too long to answer. Please try again.',
  },
  unavailable: {
    id: 'Data produk dari marketplace sedang tidak dapat diambil. Silakan coba lagi dalam beberapa menit.',
    en: 'Product data from the marketplace cannot be fetched right now. Please try again in a few minutes.',
  },
  limited: {
    id: 'Terlalu banyak produk baru dicari dalam satu menit. Tunggu sebentar lalu coba lagi.',
    en: 'Too many new products looked up in one minute. Wait a moment and try again.',
  },
  imageSearchNeedsUrl: {
    id: 'Pencarian dengan gambar belum tersedia saat ini.',
    en: 'Search by picture is not available right now.',
  },
};

/** Whether operators must act (logged as an error) rather than wait (a warning). */
export function isOperatorProblem(err: MarketplaceError): boolean {
  return err.kind === 'auth' || err.kind === 'quota';
}

/** The API error a customer gets for a failure of the provider. */
export function marketplaceAppError(err: MarketplaceError, lang: Lang): AppError {
  switch (err.kind) {
    case 'not_found':
      return new AppError('NOT_FOUND', { message: t(lang, MARKETPLACE_TEXTS.notFound), reason: 'PRODUCT_NOT_FOUND' });
    case 'timeout':
      return new AppError('GATEWAY_TIMEOUT', { message: t(lang, MARKETPLACE_TEXTS.timeout), reason: 'MARKETPLACE_TIMEOUT' });
    case 'auth':
    case 'quota':
      // The customer cannot fix the shop's account: the same words as an outage (operators are told).
      return new AppError('UNAVAILABLE', { message: t(lang, MARKETPLACE_TEXTS.unavailable), reason: 'MARKETPLACE_UNAVAILABLE' });
    default:
      return new AppError('BAD_GATEWAY', { message: t(lang, MARKETPLACE_TEXTS.unavailable), reason: 'MARKETPLACE_UNAVAILABLE' });
  }
}

export function lookupLimited(lang: Lang): AppError {
  return new AppError('TOO_MANY_REQUESTS', { message: t(lang, MARKETPLACE_TEXTS.limited), reason: 'LOOKUP_LIMITED' });
}

export function isLookupLimited(err: unknown): boolean {
  return err instanceof AppError && err.reason === 'LOOKUP_LIMITED';
}
