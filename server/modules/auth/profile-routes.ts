// The logged-in customer's profile (GET and PUT customer/profile).
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { CustomerTable } from '../../db/schema.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { invalid, str, type AuthContext } from './context.ts';
import { customerJson, findById } from './customers.ts';
import { isValidBirthday } from './identity.ts';
import { TEXT, tr } from './texts.ts';

export const GENDERS = ['male', 'female', 'other'] as const;

interface ProfileBody {
  first_name?: string;
  last_name?: string;
  gender?: string | null;
  birthday?: string | null;
  notif_email?: boolean;
  notif_sms?: boolean;
}

export function profileRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const { db } = ctx;

  app.get('/customer/profile', {
    schema: { tags: ['auth'], summary: 'The logged-in customer, with wallet balance' },
  }, async (request, reply) => {
    const customer = await findById(db, requireCustomer(request));
    if (!customer) throw new AppError('UNAUTHORIZED');
    return ok(reply, { customer: customerJson(customer) }, tr(requestLang(request), TEXT.profile));
  });

  app.put<{ Body: ProfileBody }>('/customer/profile', {
    schema: {
      tags: ['auth'], summary: 'Update names, gender, birthday and notification settings',
      body: {
        type: 'object',
        properties: {
          first_name: str(100), last_name: str(100),
          gender: { type: ['string', 'null'], enum: [...GENDERS, null] },
          birthday: { type: ['string', 'null'], maxLength: 10 },
          notif_email: { type: 'boolean' }, notif_sms: { type: 'boolean' },
        },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const body = request.body;
    const changes: Updateable<CustomerTable> = {};
    if (body.first_name !== undefined) {
      changes.first_name = body.first_name.trim();
      if (!changes.first_name) throw invalid(lang, 'first_name', TEXT.nameRequired, TEXT.profileInvalid);
    }
    if (body.last_name !== undefined) changes.last_name = body.last_name.trim();
    if (body.gender !== undefined) changes.gender = body.gender;
    if (body.birthday !== undefined) {
      const birthday = body.birthday === null || body.birthday === '' ? null : body.birthday;
      if (birthday !== null && !isValidBirthday(birthday, ctx.now())) throw invalid(lang, 'birthday', TEXT.birthdayInvalid, TEXT.profileInvalid);
      changes.birthday = birthday;
    }
    if (body.notif_email !== undefined) changes.notif_email = body.notif_email;
    if (body.notif_sms !== undefined) changes.notif_sms = body.notif_sms;
    if (Object.keys(changes).length > 0) {
      await db.updateTable('customers').set(changes).where('id', '=', customerId).execute();
    }
    const customer = await findById(db, customerId);
    if (!customer) throw new AppError('UNAUTHORIZED');
    return ok(reply, { customer: customerJson(customer) }, tr(lang, TEXT.profileUpdated));
  });
}
