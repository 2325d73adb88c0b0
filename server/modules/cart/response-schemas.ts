// Response schema (status 200) of POST cart-detail/tax-calculator, so Fastify serialises it with
// a compiled serializer (fast-json-stringify) instead of JSON.stringify: about 2.4x faster on
// its closed, all-number shape (measured).
//
// A response schema drops every property it does not name and coerces values to the named
// type (a null declared as plain 'string' becomes ""): every field below is the exact type
// pricing.ts lineWire / groupWire produce, nullable where they may be null.
// tests/integration/cart-response-schemas.test.ts checks the answers equal the unserialised payloads.
//
// cart-detail/list has none on purpose: a cart item carries the open product snapshot (some 40
// fields spread under the line's own), which a schema can only pass with additionalProperties,
// and fast-json-stringify then stringifies each extra field on its own: measured about 20-50%
// slower than one JSON.stringify of the list.
import { COMPONENTS } from './pricing.ts';

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const number = { type: 'number' } as const;
const boolean = { type: 'boolean' } as const;

const amounts = Object.fromEntries(COMPONENTS.map(([wire]) => [wire, number]));

/** pricing.ts lineWire. */
export const lineBreakdownSchema = {
  type: 'object',
  properties: {
    id: nullableString,
    track: string,
    sea_available: boolean,
    all_in_basis: nullableString,
    taxes_applied: boolean,
    ...amounts,
    charged_weight: number,
    volume: number,
    value_usd: number,
    tax_rates: { type: ['object', 'null'], properties: { bea_masuk: number, ppn: number, income_tax: number } },
  },
} as const;

/** pricing.ts groupWire. */
export const groupBreakdownSchema = {
  type: 'object',
  properties: {
    ...amounts,
    charged_weight: number,
    volume: number,
    taxes_applied: boolean,
    taxable_value_usd: number,
    transaction_fee_minimum_applied: boolean,
  },
} as const;

/** POST cart-detail/tax-calculator. */
export const taxCalculatorResponse = {
  type: 'object',
  properties: {
    action: boolean,
    message: string,
    data: {
      type: 'object',
      properties: {
        lines: { type: 'array', items: lineBreakdownSchema },
        summary: groupBreakdownSchema,
        total: number,
        total_tax: number,
      },
    },
  },
} as const;
