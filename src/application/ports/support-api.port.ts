// Customer support: topics and WhatsApp links (GET support-topic, GET support-contact).

export interface SupportTopic {
  id: string;
  topic: string;
  icon: string | null;
}

export interface SupportApi {
  topics(): Promise<SupportTopic[]>;
  /** WhatsApp link for a topic. */
  contactLinkForTopic(topicId: string): Promise<string>;
  /** WhatsApp link of customer service or sales. */
  contactLink(type: 'cs' | 'sales'): Promise<string>;
  /** POST chat: the WhatsApp link with the sender's name, the topic and the message prefilled. */
  chat(message: ChatMessage): Promise<string>;
}

export interface ChatMessage {
  /** The sender's name as they want to be greeted (spec: `auth`), or null. */
  auth: string | null;
  /** A topic id, or null. */
  topic: string | null;
  message: string;
}

export const SUPPORT_API = Symbol.for('support.SupportApi');
