// The anonymous session (POST token-access/create).

export interface SessionApi {
  /** Creates a new anonymous access token. */
  createAccessToken(): Promise<string>;
}

export const SESSION_API = Symbol.for('session.SessionApi');
