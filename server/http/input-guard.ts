// One guard for every text the API takes (issue 22): a C0 control character in a body string (or a
// key), a query value or a path parameter answers 400 CONTROL_CHARACTER naming the field, before
// validation and any handler, signed in or not. PostgreSQL refuses NUL in text (SQLSTATE 22021) and
// no field of the API means to carry control characters; body strings keep tab, line feed and
// carriage return (multi-line fields: addresses, ticket messages, notes), query values and path
// parameters take none.
import type { preValidationHookHandler } from 'fastify';
import { AppError, type Lang } from './errors.ts';
import { requestLang } from './envelope.ts';

export const INPUT_TEXT = {
  controlCharacter: { id: 'berisi karakter kontrol yang tidak diizinkan', en: 'contains a control character that is not allowed' },
} satisfies Record<string, { id: string; en: string }>;

/** Which C0 controls a text may not carry: all of them, or all but tab, line feed and carriage return. */
type Controls = 'any' | 'text';

/** True when the string holds a C0 control character the kind refuses. */
export function hasControlCharacter(value: string, kind: Controls): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 32 && (kind === 'any' || (c !== 9 && c !== 10 && c !== 13))) return true;
  }
  return false;
}

/**
 * The first field (validation's naming: 'body.address.name', 'body.items.0', 'querystring.q') whose
 * text or key holds a control character, or null. Iterative: a deeply nested body cannot overflow
 * the stack.
 */
export function controlCharacterField(root: string, value: unknown, kind: Controls): string | null {
  // Almost every request holds none: checked first without naming anything (no path strings).
  if (!holdsControlCharacter(value, kind)) return null;
  const stack: [string, unknown][] = [[root, value]];
  while (stack.length > 0) {
    const [path, current] = stack.pop() as [string, unknown];
    if (typeof current === 'string') {
      if (hasControlCharacter(current, kind)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([`${path}.${i}`, current[i]]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i] as [string, unknown];
        // A key is named with '?' for its control characters (the field name goes back in the answer).
        if (hasControlCharacter(key, 'any')) return `${path}.${[...key].map((ch) => (hasControlCharacter(ch, 'any') ? '?' : ch)).join('')}`;
        stack.push([`${path}.${key}`, v]);
      }
    }
  }
  return null;
}

/** Whether any text or key in the value holds a control character the kind refuses. */
function holdsControlCharacter(value: unknown, kind: Controls): boolean {
  if (typeof value === 'string') return hasControlCharacter(value, kind);
  if (value === null || typeof value !== 'object') return false;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasControlCharacter(current, kind)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key in current) {
        if (!Object.prototype.hasOwnProperty.call(current, key)) continue;
        if (hasControlCharacter(key, 'any')) return true;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

export function controlCharacterError(lang: Lang, field: string): AppError {
  return new AppError('BAD_REQUEST', { field, reason: 'CONTROL_CHARACTER', message: `${field}: ${INPUT_TEXT.controlCharacter[lang]}` });
}

/**
 * The guard, a preValidation hook (security.ts puts it on every /api route, after the signature
 * check); a callback, not an async function (docs/performance.md).
 */
export const guardInput: preValidationHookHandler = (request, _reply, done) => {
  const field = controlCharacterField('params', request.params, 'any')
    ?? controlCharacterField('querystring', request.query, 'any')
    ?? controlCharacterField('body', request.body, 'text');
  if (field === null) {
    done();
    return;
  }
  done(controlCharacterError(requestLang(request), field));
};
