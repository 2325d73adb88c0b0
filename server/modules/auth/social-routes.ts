// What Google's and Facebook's sign-in calls share: the body's referral code, and the answer
// (docs/account-security.md "Google and Facebook"). Signed in, the call connects the account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok, requestLang } from '../../http/envelope.ts';
import { markPersonal } from '../../http/personal.ts';
import { accountDeactivated, type AuthContext } from './context.ts';
import { customerJson, issueLoginToken } from './customers.ts';
import { customerForSocial, type SocialIdentity } from './social-accounts.ts';
import { TEXT, tr } from './texts.ts';

/** JSON schema of the optional referral code a social sign-up carries (as customer/register/mandatory's). */
export const referralProperty = { referral: { type: 'string', maxLength: 64 } } as const;

/**
 * Signs in (a new account made when needed) and answers {login, token, customer}; called with a
 * login token, connects the identity to that account and answers {customer} without a new token.
 */
export async function answerSocial(ctx: AuthContext, request: FastifyRequest, reply: FastifyReply, identity: SocialIdentity, referral: string | undefined) {
  const lang = requestLang(request);
  const callerId = request.caller.customerId;
  if (callerId !== null) markPersonal(request);
  const result = await customerForSocial(ctx.db, lang, identity, { callerId, referral });
  const { customer } = result;
  if (customer.status === 'deactivated') throw accountDeactivated(lang);
  const name = identity.provider === 'google' ? 'Google' : 'Facebook';
  if (result.connected) return ok(reply, { login: true, customer: customerJson(customer) }, tr(lang, TEXT.socialConnected, { provider: name }));
  const token = await issueLoginToken(ctx.db, customer.id, request.headers['user-agent']);
  return ok(reply, { login: true, token, customer: customerJson(customer) }, tr(lang, result.created ? TEXT.registered : TEXT.loginOk));
}
