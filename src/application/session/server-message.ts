/**
 * The server's own message of a failed call (spec section 8: failures show the server's
 * message), or null when the error carries only the catalogue text of its code (e.g. 'Network
 * Error.', 'Conflict'): the screen then shows its own localised text.
 */
import { API_ERROR_CATALOGUE, DEFAULT_ERROR_TEXT, isApiError } from '../ports/api-error';

export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const message = error.message.trim();
  if (!message || message === DEFAULT_ERROR_TEXT || message === API_ERROR_CATALOGUE[error.code].text) return null;
  return message;
}

/** The request field a 422 names ('body.email' -> 'email'), or null. */
export function errorField(error: unknown): string | null {
  if (!isApiError(error) || !error.field) return null;
  return error.field.replace(/^body\./, '');
}
