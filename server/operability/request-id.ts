// Request ids: the caller's (a balancer's) `x-request-id` when it is printable and at most 128
// characters, else a random UUID, so ids never repeat across processes or restarts. Fastify binds it
// to every log line of the request (`reqId`); the operability hook returns it on every answer.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// Printable ASCII: nothing that could break a log line or a header.
const VALID = /^[\x20-\x7e]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && VALID.test(header) ? header : randomUUID();
}

/** Fastify's options (its own header option takes any value unchecked, so it is off). */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (req: IncomingMessage): string => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
};
