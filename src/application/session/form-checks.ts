/** The field checks of the account forms, as the server checks them (docs/api/auth.md). */
import { PASSWORD_MIN_LENGTH } from './identifier';

export type PasswordError = 'required' | 'password_short';
export type ConfirmationError = 'required' | 'password_mismatch';

/** A text field left empty (spaces alone count as empty). */
export function required(value: string): 'required' | null {
  return value.trim() === '' ? 'required' : null;
}

/** A new password: not empty (spaces are characters of it), at least PASSWORD_MIN_LENGTH long. */
export function passwordError(password: string): PasswordError | null {
  if (password === '') return 'required';
  return password.length < PASSWORD_MIN_LENGTH ? 'password_short' : null;
}

/** The password typed again. */
export function confirmationError(password: string, confirmation: string): ConfirmationError | null {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'password_mismatch';
}

/** The failed checks of a form, by field. */
export function errorsOf<Field extends string, E extends string>(checks: Partial<Record<Field, E | null>>): Partial<Record<Field, E>> {
  const errors: Partial<Record<Field, E>> = {};
  for (const [field, error] of Object.entries(checks) as [Field, E | null | undefined][]) {
    if (error) errors[field] = error;
  }
  return errors;
}
