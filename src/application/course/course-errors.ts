/**
 * What a failed course call means for the screen (docs/courses.md, Storefront): the UI maps the
 * kind to its own localised text. 'unavailable': the course service cannot be reached or failed
 * (every course page then shows its error with 'Coba lagi'); 'malformed': it answered something
 * that is not the contract's shape.
 */
import { isApiError } from '../ports/api-error';

export type CourseErrorKind = 'unavailable' | 'malformed' | 'notFound' | 'notEnrolled' | 'signIn' | 'rejected';

export function courseErrorKind(error: unknown): CourseErrorKind {
  if (!isApiError(error)) return 'unavailable';
  if (error.code === 'MALFORMED_RESPONSE') return 'malformed';
  if (error.code === 'UNAUTHORIZED') return 'signIn';
  if (error.code === 'NOT_FOUND') return 'notFound';
  if (error.code === 'FORBIDDEN' || error.reason === 'NOT_ENROLLED') return 'notEnrolled';
  if (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500) return 'unavailable';
  return 'rejected';
}

/** The stable reason of a refused call (error.reason, e.g. ALREADY_OWNED), or null. */
export function courseErrorReason(error: unknown): string | null {
  return isApiError(error) ? error.reason ?? null : null;
}
