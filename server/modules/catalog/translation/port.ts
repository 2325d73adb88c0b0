// The translation port (docs/marketplace.md "Translation"): product texts from the marketplace's
// language into Indonesian (and English when the provider gives none). Chosen by
// TRANSLATION_PROVIDER: none (the default: English is shown, and the page says so) or 'deepl'
// (deepl.ts). The catalog keeps every translated text in the database (translations table), so
// a text is sent to the service once.
export type SourceLang = 'zh' | 'en';
export type TargetLang = 'id' | 'en';

export class TranslationError extends Error {
  constructor(
    readonly kind: 'auth' | 'quota' | 'timeout' | 'unavailable' | 'malformed' | 'bad_request',
    message: string,
  ) {
    super(message);
    this.name = 'TranslationError';
  }
}

export interface TranslationPort {
  /** 'deepl', ... (stored with each kept translation). */
  readonly name: string;
  /**
   * The texts translated, in the same order and number. Plain text in, plain text out (no
   * markup). Throws TranslationError; never answers a partial list.
   */
  translate(texts: readonly string[], from: SourceLang, to: TargetLang): Promise<string[]>;
}
