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
}

export const SUPPORT_API = Symbol.for('support.SupportApi');
