import { inject, injectable } from 'inversify';
import type { ChatMessage, SupportApi, SupportTopic } from '../../application/ports/support-api.port';
import { dataList, obj, optStr, str } from './dto';
import { HTTP_CLIENT, envelope, type HttpClient } from './http-client';

function toTopic(value: unknown, path: string): SupportTopic {
  const row = obj(value, path);
  return { id: str(row.id, `${path}.id`), topic: str(row.topic, `${path}.topic`), icon: optStr(row.icon, `${path}.icon`) };
}

@injectable()
export class HttpSupportApi implements SupportApi {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  async topics(): Promise<SupportTopic[]> {
    return dataList(envelope(await this.http.get('support-topic'))).map((row, i) => toTopic(row, `data[${i}]`));
  }

  async contactLinkForTopic(topicId: string): Promise<string> {
    const body = envelope(await this.http.get('support-contact', { query: { 'topic-id': topicId } }));
    return str(body.link_whatsapp, 'link_whatsapp');
  }

  async contactLink(type: 'cs' | 'sales'): Promise<string> {
    const body = envelope(await this.http.get('support-contact', { query: { 'contact-type': type } }));
    return str(body.link_whatsapp, 'link_whatsapp');
  }

  async chat(message: ChatMessage): Promise<string> {
    const topic = message.topic !== null && /^\d+$/.test(message.topic) ? Number(message.topic) : message.topic;
    const body = envelope(await this.http.post('chat', { body: { auth: message.auth, topic, message: message.message } }));
    return str(body.link_whatsapp, 'link_whatsapp');
  }
}
