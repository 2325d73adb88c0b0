// The customer of a Google or Facebook identity (docs/account-security.md "Google and Facebook"):
// - called signed in: the identity is connected to the caller's account (409 when it belongs to
//   another account, or the caller has another account of that provider connected);
// - else the account linked to it; else, Google only, the active account of the same verified
//   e-mail (linked then; Facebook's e-mail is never trusted to link an existing account: 409,
//   sign in with the password and connect Facebook in the profile); else a new account, which
//   carries the referral code of the visit (attachReferral).
import type { Db } from '../../db/database.ts';
import { AppError, type Lang } from '../../http/errors.ts';
import { attachReferral } from '../membership/affiliate.ts';
import { alreadyRegistered } from './context.ts';
import { isUniqueViolation, newCustomerKey, type CustomerRow } from './customers.ts';
import { TEXT, tr, type Text } from './texts.ts';

export type SocialProvider = 'google' | 'facebook';

const COLUMN = { google: 'google_sub', facebook: 'facebook_id' } as const;
const NAME: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

export interface SocialIdentity {
  provider: SocialProvider;
  /** Google's subject, Facebook's app-scoped user id. */
  id: string;
  /** Google: only when verified; Facebook: the profile's e-mail, stored on a new account only. */
  email: string | null;
  givenName: string;
  familyName: string;
  picture: string | null;
}

export interface SocialResult {
  customer: CustomerRow;
  /** A new account was made for the identity. */
  created: boolean;
  /** The identity was connected to the signed-in caller's account. */
  connected: boolean;
}

function conflict(lang: Lang, provider: SocialProvider, text: Text): AppError {
  return new AppError('CONFLICT', { reason: 'ALREADY_REGISTERED', message: tr(lang, text, { provider: NAME[provider] }) });
}

async function byIdentity(db: Db, s: SocialIdentity): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where(COLUMN[s.provider], '=', s.id).executeTakeFirst();
}

/** Connects the identity to the signed-in customer. */
async function connect(db: Db, lang: Lang, s: SocialIdentity, callerId: number): Promise<SocialResult> {
  const column = COLUMN[s.provider];
  const linked = await byIdentity(db, s);
  if (linked && linked.id !== callerId) throw conflict(lang, s.provider, TEXT.socialTaken);
  if (linked) return { customer: linked, created: false, connected: true };
  try {
    const updated = await db.updateTable('customers').set({ [column]: s.id }).where('id', '=', callerId)
      .where(column, 'is', null).returningAll().executeTakeFirst();
    if (!updated) throw conflict(lang, s.provider, TEXT.socialOther);
    return { customer: updated, created: false, connected: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(lang, s.provider, TEXT.socialTaken);
    throw err;
  }
}

export async function customerForSocial(db: Db, lang: Lang, s: SocialIdentity, opts: { callerId: number | null; referral?: string }): Promise<SocialResult> {
  if (opts.callerId !== null) return connect(db, lang, s, opts.callerId);
  const column = COLUMN[s.provider];
  const linked = await byIdentity(db, s);
  if (linked) return { customer: linked, created: false, connected: false };
  let email = s.email;
  if (email) {
    const byEmail = await db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
    if (byEmail && s.provider === 'facebook') {
      if (byEmail.status === 'active') throw conflict(lang, s.provider, TEXT.socialEmailTaken);
      email = null; // an unfinished registration or a closed account keeps its address: the new account has none
    } else if (byEmail?.status === 'deactivated') {
      return { customer: byEmail, created: false, connected: false };
    } else if (byEmail?.status === 'active') {
      if (byEmail[column] !== null) throw alreadyRegistered(lang);
      const customer = await db.updateTable('customers').set({ [column]: s.id }).where('id', '=', byEmail.id).returningAll().executeTakeFirstOrThrow();
      return { customer, created: false, connected: false };
    } else if (byEmail) {
      // An unfinished registration of the same address: Google has verified it, so it becomes this account.
      const customer = await db.updateTable('customers').set({
        [column]: s.id, status: 'active', first_name: s.givenName, last_name: s.familyName, password_hash: null, avatar: s.picture,
      }).where('id', '=', byEmail.id).returningAll().executeTakeFirstOrThrow();
      return { customer, created: false, connected: false };
    }
  }
  try {
    const customer = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('customers').values({
        customer_key: newCustomerKey(), first_name: s.givenName, last_name: s.familyName, email, phone_number: null,
        password_hash: null, gender: null, birthday: null, avatar: s.picture, status: 'active', google_sub: null, [column]: s.id,
      }).returningAll().executeTakeFirstOrThrow();
      // Membership: the referral link the visitor came through (unknown code or self-referral: ignored).
      if (opts.referral !== undefined && (await attachReferral(trx, row.id, opts.referral)) !== null) {
        return trx.selectFrom('customers').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      }
      return row;
    });
    return { customer, created: true, connected: false };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const raced = await byIdentity(db, s);
    if (!raced) throw alreadyRegistered(lang);
    return { customer: raced, created: false, connected: false };
  }
}
