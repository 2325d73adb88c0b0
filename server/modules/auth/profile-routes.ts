// The logged-in customer's profile (GET and PUT customer/profile).
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { CustomerTable } from '../../db/schema.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requireCustomer } from '../../http/auth-context.ts';
import { invalid, str, type AuthContext } from './context.ts';
import { customerJson, findById } from './customers.ts';
import { profileProblems, type ProfileField } from '../../../src/domain/account/index.ts';
import { TEXT, tr, type Text } from './texts.ts';

const PROFILE_FIELDS = [['firstName', 'first_name'], ['lastName', 'last_name'], ['gender', 'gender'], ['birthday', 'birthday']] as const;
const PROBLEM_TEXT: Record<ProfileField, Text> = {
  firstName: TEXT.nameTooLong, lastName: TEXT.nameTooLong, gender: TEXT.genderInvalid, birthday: TEXT.birthdayInvalid,
};

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
        type: 'object', additionalProperties: false,
        properties: {
          first_name: str(200), last_name: str(200),
          gender: { type: ['string', 'null'], maxLength: 16 },
          birthday: { type: ['string', 'null'], maxLength: 10 },
          notif_email: { type: 'boolean' }, notif_sms: { type: 'boolean' },
        },
      },
    },
  }, async (request, reply) => {
    const customerId = requireCustomer(request);
    const lang = requestLang(request);
    const body = request.body;
    const problems = profileProblems({ firstName: body.first_name, lastName: body.last_name, gender: body.gender, birthday: body.birthday }, ctx.now());
    // The first problem, in the form's order, answered with the spec's 'Please correct the following errors:'.
    const first = PROFILE_FIELDS.find(([field]) => problems[field]);
    if (first) {
      const [field, wire] = first;
      const text = field === 'firstName' && problems.firstName === 'required' ? TEXT.nameRequired : PROBLEM_TEXT[field];
      throw invalid(lang, wire, text, TEXT.profileInvalid);
    }
    const changes: Updateable<CustomerTable> = {};
    if (body.first_name !== undefined) changes.first_name = body.first_name.trim();
    if (body.last_name !== undefined) changes.last_name = body.last_name.trim();
    if (body.gender !== undefined) changes.gender = body.gender;
    if (body.birthday !== undefined) changes.birthday = body.birthday === null || body.birthday === '' ? null : body.birthday;
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
