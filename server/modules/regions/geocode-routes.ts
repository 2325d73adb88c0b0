// The map pin (docs/addresses.md "Map pin"): GET gmap/status says whether a geocoder is configured
// (the storefront shows the pin step only then); POST gmap/geocode {address} (a signed call, spec
// section 7) answers the places the geocoder knows for the typed address, each with lat, long and
// address_map, for the customer to choose from. Not configured: 503 GEOCODING_NOT_CONFIGURED.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import { geocoderOf } from './geocode/compose.ts';
import { GeocodeError } from './geocode/port.ts';
import { TEXT } from './texts.ts';

const tags = ['addresses'];
export const GEOCODE_LIMIT = 5;
/** Lookups per minute and client address (the provider's own budget is far smaller: nominatim.ts). */
export const GEOCODE_PER_MINUTE = 20;

const geocodeBody = {
  type: 'object',
  required: ['address'],
  properties: {
    address: { type: 'string', minLength: 3, maxLength: 300 },
    limit: { type: 'integer', minimum: 1, maximum: GEOCODE_LIMIT },
  },
} as const;

export async function geocodeRoutes(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const geocoder = geocoderOf(deps);

  app.get('/gmap/status', { schema: { tags, summary: 'Whether the map pin (a geocoder) is available' } }, async (_request, reply) => {
    return ok(reply, { data: { geocoding: geocoder !== undefined, provider: geocoder?.name ?? null, attribution: geocoder?.attribution ?? null } });
  });

  app.post<{ Body: { address: string; limit?: number } }>('/gmap/geocode', {
    // Counted once the call is signed and valid (preHandler): refused requests spend no lookups.
    config: { rateLimit: { max: GEOCODE_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler' } },
    schema: { tags, summary: 'Places for a typed address, with coordinates (signed)', body: geocodeBody },
  }, async (request, reply) => {
    const lang = requestLang(request);
    if (!geocoder) throw new AppError('UNAVAILABLE', { reason: 'GEOCODING_NOT_CONFIGURED', message: t(lang, TEXT.geocodingOff) });
    const text = request.body.address.trim().replace(/\s+/g, ' ');
    if (text.length < 3) throw new AppError('UNPROCESSABLE', { field: 'body.address', reason: 'VALIDATION', message: t(lang, TEXT.geocodeTooShort) });
    try {
      const found = await geocoder.geocode({ text, lang, limit: request.body.limit ?? GEOCODE_LIMIT });
      const candidates = found.map((c) => ({ lat: c.lat, long: c.long, address_map: c.label }));
      return ok(reply, { data: { candidates, attribution: geocoder.attribution } }, t(lang, candidates.length ? TEXT.geocodeFound : TEXT.geocodeNone));
    } catch (error) {
      if (!(error instanceof GeocodeError)) throw error;
      request.log.warn({ provider: geocoder.name, kind: error.kind, err: error.message }, 'geocoding failed');
      if (error.kind === 'busy') throw new AppError('TOO_MANY_REQUESTS', { reason: 'GEOCODING_BUSY', message: t(lang, TEXT.geocodeBusy) });
      throw new AppError(error.kind === 'timeout' ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', { reason: 'GEOCODING_FAILED', message: t(lang, TEXT.geocodeFailed) });
    }
  });
}
