/** A lartas entry's category and description in the screen's language (Indonesian, else English when given). */
import type { Language } from '../ports/session-store.port';
import type { LartasEntry } from '../ports/rates-api.port';

export function localizedLartas(entry: LartasEntry, language: Language): { name: string; description: string } {
  if (language === 'en') return { name: entry.nameEn || entry.name, description: entry.descriptionEn || entry.description };
  return { name: entry.name, description: entry.description };
}
