// Ports of the auth module: mail transport and Google's public keys. Tests and main.ts may
// pass their own; otherwise defaults are built from the configuration (see mail.ts, google.ts).
import type { JSONWebKeySet } from 'jose';

export interface MailPort {
  /** Sends a plain-text message. `to` is an e-mail address or an E.164 phone number. */
  send(to: string, subject: string, text: string): Promise<void>;
}

export interface GoogleKeysPort {
  /** The key set Google signs ID tokens with (the JSON of https://www.googleapis.com/oauth2/v3/certs). */
  jwks(): Promise<JSONWebKeySet>;
}

declare module '../../ports.ts' {
  interface ServerPorts {
    mail: MailPort;
    googleKeys: GoogleKeysPort;
  }
}
