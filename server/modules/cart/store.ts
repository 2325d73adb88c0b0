// Cart storage scoped to its owner: a customer's lines (customer_id) or a guest's lines
// (access_token_id with no customer). Another owner's line is simply not found (404).
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { requireOwner } from '../../http/auth-context.ts';
import { AppError } from '../../http/errors.ts';
import type { CartDetailTable } from './tables.ts';
import './tables.ts';

export type CartRow = Selectable<CartDetailTable>;

export type Owner = { customerId: number; accessTokenId: number | null } | { customerId: null; accessTokenId: number };

export function ownerOf(request: FastifyRequest): Owner {
  const { customerId, accessTokenId } = requireOwner(request);
  if (customerId !== null) return { customerId, accessTokenId };
  return { customerId: null, accessTokenId: accessTokenId as number };
}

/** The owner's where-clause, for select, update and delete on cart_details. */
export function ownedBy(owner: Owner) {
  return (eb: ExpressionBuilder<Database, 'cart_details'>) => owner.customerId !== null
    ? eb('customer_id', '=', owner.customerId)
    : eb.and([eb('access_token_id', '=', owner.accessTokenId), eb('customer_id', 'is', null)]);
}

export function ownerColumns(owner: Owner): { customer_id: number | null; access_token_id: number | null } {
  return { customer_id: owner.customerId, access_token_id: owner.accessTokenId };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newCartCode(): string {
  const bytes = randomBytes(12);
  let code = 'CD';
  for (const b of bytes) code += ALPHABET[b % ALPHABET.length];
  return code;
}

export async function listRows(db: Db, owner: Owner, codes?: readonly string[]): Promise<CartRow[]> {
  let query = db.selectFrom('cart_details').selectAll().where(ownedBy(owner)).orderBy('id');
  if (codes) {
    if (codes.length === 0) return [];
    query = query.where('code', 'in', [...codes]);
  }
  return query.execute();
}

/** The owner's line with this code, or 404. */
export async function rowByCode(db: Db, owner: Owner, code: string): Promise<CartRow> {
  const row = await db.selectFrom('cart_details').selectAll().where(ownedBy(owner)).where('code', '=', code).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { reason: 'CART_DETAIL_NOT_FOUND', field: 'cart_detail_code' });
  return row;
}

/** The owner's lines for every code, or 404 when any is missing (nothing is changed then). */
export async function rowsByCodes(db: Db, owner: Owner, codes: readonly string[]): Promise<CartRow[]> {
  const unique = [...new Set(codes)];
  const rows = await listRows(db, owner, unique);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', { reason: 'CART_DETAIL_NOT_FOUND', field: 'cart_detail_code' });
  return rows;
}

/** A list of codes from a body that may say cart_detail_codes, cart_detail_code or codes. */
export function codesFrom(body: Record<string, unknown>): string[] {
  const raw = body.cart_detail_codes ?? body.cart_detail_code ?? body.codes ?? [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((c): c is string => typeof c === 'string' && c.length > 0);
}
