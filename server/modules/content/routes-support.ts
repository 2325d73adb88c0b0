// Support: GET support-topic, GET support-contact?contact-type=cs|sales or ?topic-id={id},
// POST chat {auth, topic, message}. Each answers a wa.me link with a prefilled text.
// Numbers: env SUPPORT_WHATSAPP_CS and SUPPORT_WHATSAPP_SALES (digits, country code first).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../ports.ts';
import { ok, requestLang } from '../../http/envelope.ts';
import { AppError, t } from '../../http/errors.ts';
import './tables.ts';

/** Demo defaults (not real numbers); production sets the environment variables. */
export const DEMO_WHATSAPP = { cs: '6280000000001', sales: '6280000000002' } as const;
export type Channel = keyof typeof DEMO_WHATSAPP;

export function whatsappNumber(channel: Channel, env: NodeJS.ProcessEnv = process.env): string {
  const raw = (channel === 'cs' ? env.SUPPORT_WHATSAPP_CS : env.SUPPORT_WHATSAPP_SALES)?.replace(/[\s+-]/g, '');
  return raw && /^\d{8,15}$/.test(raw) ? raw : DEMO_WHATSAPP[channel];
}

export function whatsappLink(channel: Channel, text: string): string {
  return `https://wa.me/${whatsappNumber(channel)}?text=${encodeURIComponent(text)}`;
}

const TEXTS = {
  cs: { id: 'Halo Titip, saya butuh bantuan customer service.', en: 'Hello Titip, I need help from customer service.' },
  sales: { id: 'Halo Titip, saya ingin bertanya kepada tim sales.', en: 'Hello Titip, I would like to ask the sales team.' },
  unknownTopic: { id: 'Topik tidak ditemukan', en: 'Topic not found' },
  needOne: { id: 'Isi contact-type atau topic-id', en: 'Give contact-type or topic-id' },
};

export async function supportRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  async function topicById(id: number) {
    return db.selectFrom('content_support_topics').selectAll().where('id', '=', id).executeTakeFirst();
  }

  app.get('/support-topic', async (request, reply) => {
    const en = requestLang(request) === 'en';
    const rows = await db.selectFrom('content_support_topics').select(['id', 'topic', 'topic_en', 'icon']).orderBy('sort').execute();
    return ok(reply, { data: rows.map((r) => ({ id: r.id, topic: en ? r.topic_en : r.topic, icon: r.icon })) });
  });

  app.get<{ Querystring: { 'contact-type'?: Channel; 'topic-id'?: number } }>('/support-contact', {
    schema: {
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { 'contact-type': { type: 'string', enum: ['cs', 'sales'] }, 'topic-id': { type: 'integer', minimum: 1, maximum: 2147483647 } },
      },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const topicId = request.query['topic-id'];
    const type = request.query['contact-type'];
    if (topicId !== undefined) {
      const topic = await topicById(topicId);
      if (!topic) throw new AppError('NOT_FOUND', { reason: 'UNKNOWN_TOPIC', field: 'querystring.topic-id', message: t(lang, TEXTS.unknownTopic) });
      return ok(reply, { link_whatsapp: whatsappLink(topic.channel === 'sales' ? 'sales' : 'cs', topic.text), topic_id: topic.id, contact_type: topic.channel });
    }
    if (!type) throw new AppError('UNPROCESSABLE', { reason: 'VALIDATION', field: 'querystring.contact-type', message: t(lang, TEXTS.needOne) });
    return ok(reply, { link_whatsapp: whatsappLink(type, t(lang, TEXTS[type])), contact_type: type });
  });

  app.post<{ Body: { auth?: string | null; topic?: string | number | null; message: string } }>('/chat', {
    schema: {
      body: {
        type: 'object', required: ['message'], additionalProperties: false,
        properties: {
          auth: { type: ['string', 'null'], maxLength: 120 },
          topic: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2147483647 }, { type: 'string', maxLength: 120 }, { type: 'null' }] },
          message: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
        },
      },
    },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const { auth, topic, message } = request.body;
    const byId = typeof topic === 'number' || (typeof topic === 'string' && /^\d+$/.test(topic)) ? await topicById(Number(topic)) : undefined;
    if ((typeof topic === 'number' || (typeof topic === 'string' && /^\d+$/.test(topic))) && !byId) {
      throw new AppError('NOT_FOUND', { reason: 'UNKNOWN_TOPIC', field: 'body.topic', message: t(lang, TEXTS.unknownTopic) });
    }
    const topicName = byId ? (lang === 'en' ? byId.topic_en : byId.topic) : typeof topic === 'string' ? topic.trim() : '';
    const lines = [
      lang === 'en' ? 'Hello Titip,' : 'Halo Titip,',
      auth?.trim() ? `${lang === 'en' ? 'Name' : 'Nama'}: ${auth.trim()}` : '',
      topicName ? `${lang === 'en' ? 'Topic' : 'Topik'}: ${topicName}` : '',
      message.trim(),
    ].filter(Boolean);
    const channel: Channel = byId?.channel === 'sales' ? 'sales' : 'cs';
    return ok(reply, { link_whatsapp: whatsappLink(channel, lines.join('\n')), contact_type: channel });
  });
}
