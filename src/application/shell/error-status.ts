/**
 * Navigation failure (spec section 8): the status comes from the error's
 * status code, its response status, or 500; the message is shown.
 */
export interface RouteFailure {
  readonly status: number;
  readonly message: string;
}

function validStatus(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599 ? n : undefined;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && key in value ? (value as Record<string, unknown>)[key] : undefined;
}

/** Reads a status and message from anything thrown while routing. */
export function routeFailure(error: unknown): RouteFailure {
  const response = field(error, 'response');
  const status =
    validStatus(field(error, 'statusCode')) ??
    validStatus(field(error, 'status')) ??
    validStatus(field(response, 'status')) ??
    500;
  const candidates = [
    field(error, 'message'),
    field(field(response, 'data'), 'message'),
    field(error, 'statusText'),
    field(response, 'statusText'),
    field(error, 'data'),
    typeof error === 'string' ? error : undefined,
  ];
  const message = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '') ?? '';
  return { status, message };
}
