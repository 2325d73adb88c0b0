// Ports of the auth module: mail and SMS transports, Google's public keys and Facebook's Graph API. Tests and main.ts
// may pass their own; otherwise defaults are built from the configuration (see mail.ts, sms.ts,
// google-verify.ts). One-time codes go to the SMS port for phone numbers, to the mail port for
// e-mail addresses (context.ts deliverCode).
import type { JSONWebKeySet } from 'jose';

export interface MailPort {
  /**
   * Sends a plain-text message to an e-mail address. `messageId`: the same for every attempt of one
   * message (a job retried after a send whose outcome was lost), so mail clients show it once.
   */
  send(to: string, subject: string, text: string, options?: { messageId?: string }): Promise<void>;
}

export interface SmsPort {
  /** Sends a text message. `to` is an E.164 phone number (+628123456789). Throws when it cannot. */
  send(to: string, text: string): Promise<void>;
}

export interface GoogleKeysPort {
  /** The key set Google signs ID tokens with (the JSON of https://www.googleapis.com/oauth2/v3/certs). */
  jwks(): Promise<JSONWebKeySet>;
}

/** Who a Facebook user access token stands for (FacebookGraphPort.identify). */
export interface FacebookIdentity {
  /** The app-scoped Facebook user id. */
  id: string;
  /** The primary e-mail on the Facebook profile, when the customer granted it; never used to link an existing account. */
  email: string | null;
  firstName: string;
  lastName: string;
}

export interface FacebookGraphPort {
  /**
   * The identity behind a user access token issued for this app (Graph API debug_token and /me;
   * facebook-graph.ts). Throws FacebookTokenError for a token that is not valid for this app,
   * FacebookUnavailableError when Facebook cannot be asked.
   */
  identify(accessToken: string, now: Date): Promise<FacebookIdentity>;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    mail: MailPort;
    /** A real SMS gateway plugs in here; default: the logging adapter of sms.ts. */
    sms: SmsPort;
    googleKeys: GoogleKeysPort;
    /** Facebook Login; default: the Graph API adapter when FACEBOOK_APP_ID/SECRET are set (facebook-graph.ts). */
    facebookGraph: FacebookGraphPort;
  }
}
