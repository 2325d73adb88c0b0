// Support: topics, contact links per channel and topic, chat link with a prefilled text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { seedContent } from '../../server/modules/content/seed.ts';
import { DEMO_WHATSAPP, whatsappNumber } from '../../server/modules/content/routes-support.ts';
import { jsonClient, type Json } from './fixtures/http.ts';

let server: TestServer;
let api: ReturnType<typeof jsonClient>;

beforeAll(async () => {
  server = await startTestServer();
  await seedContent(server.db);
  api = jsonClient(server.baseUrl);
});
afterAll(async () => server.close());

describe('support', () => {
  it('lists topics with id, topic and icon', async () => {
    const res = await api('GET', '/api/support-topic', { headers: { 'tb-language': 'indonesia' } });
    expect(res.body.data).toHaveLength(6);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), topic: 'Cara Pemesanan', icon: 'cart' });
  });

  it('answers wa.me links per contact type and per topic', async () => {
    const cs = await api('GET', '/api/support-contact?contact-type=cs');
    expect(cs.body.link_whatsapp).toMatch(new RegExp(`^https://wa\\.me/${DEMO_WHATSAPP.cs}\\?text=`));
    const sales = await api('GET', '/api/support-contact?contact-type=sales');
    expect(sales.body.link_whatsapp).toContain(`wa.me/${DEMO_WHATSAPP.sales}?`);
    const topics = (await api('GET', '/api/support-topic')).body.data as Json[];
    const byTopic = await api('GET', `/api/support-contact?topic-id=${topics[1].id}`);
    expect(decodeURIComponent(byTopic.body.link_whatsapp)).toContain('status pesanan');
    expect((await api('GET', '/api/support-contact?topic-id=99999')).status).toBe(404);
    expect((await api('GET', '/api/support-contact')).status).toBe(422);
    expect((await api('GET', '/api/support-contact?contact-type=boss')).status).toBe(422);
  });

  it('numbers come from the environment when valid', () => {
    expect(whatsappNumber('cs', { SUPPORT_WHATSAPP_CS: '+62 812-3456-7890' } as NodeJS.ProcessEnv)).toBe('6281234567890');
    expect(whatsappNumber('sales', { SUPPORT_WHATSAPP_SALES: 'call me' } as NodeJS.ProcessEnv)).toBe(DEMO_WHATSAPP.sales);
  });

  it('chat needs a non-empty message and answers a prefilled link', async () => {
    const topics = (await api('GET', '/api/support-topic')).body.data as Json[];
    const res = await api('POST', '/api/chat', { body: { auth: 'Rina', topic: topics[2].id, message: 'Kapan invoice saya jatuh tempo?' } });
    expect(res.status).toBe(200);
    const text = decodeURIComponent(res.body.link_whatsapp.split('?text=')[1]);
    expect(text).toContain('Rina');
    expect(text).toContain('Kapan invoice saya jatuh tempo?');
    expect((await api('POST', '/api/chat', { body: { topic: 'Lainnya', message: '   ' } })).status).toBe(422);
    expect((await api('POST', '/api/chat', { body: { topic: 'Lainnya' } })).status).toBe(422);
  });
});
