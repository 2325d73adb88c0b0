// A provider's product in the customer's language (docs/marketplace.md "Translation"): English
// as the provider gives it (lang=en); Indonesian through the kept translator, from the Chinese
// originals where the product has them (else from the English); the originals stay in the
// answer (name_original, label_original, original, *_original) so the page can show them. With
// no translation service, or when it fails, the English texts are shown and `translation` says so.
import type { Lang } from '../../../http/errors.ts';
import type { ProductData, ProductVariation, ProductVariationValue, SpecificationRow } from '../product.ts';
import type { KeptTranslator } from './service.ts';

export interface TranslationNote {
  /** The language of the texts shown: 'id', 'en', or 'source' (the shop's own texts, as written). */
  shown: Lang | 'source';
  /** The service that translated into Indonesian, when it did. */
  engine: string | null;
  /** Why Indonesian was asked and English is shown: no service configured, or it failed. */
  notice: 'unavailable' | 'failed' | null;
}

export type LocalisedValue = ProductVariationValue & { /** The value shown (the `value` stays the SKU's key). */ label?: string };
export type LocalisedVariation = Omit<ProductVariation, 'values'> & { values: LocalisedValue[] };
export type LocalisedProduct = Omit<ProductData, 'variations'> & {
  variations: LocalisedVariation[];
  /** The English title (the provider's), whatever language `name` is in. */
  name_en: string;
  translation: TranslationNote;
};

/** Products whose texts are translations of a marketplace's (not the shop's own demo texts). */
export function isTranslatable(product: ProductData): boolean {
  return product.source === 'provider' && product.provider !== 'demo';
}

interface Pick { from: 'zh' | 'en'; text: string }
const pick = (original: string | null | undefined, shown: string): Pick => (original ? { from: 'zh', text: original } : { from: 'en', text: shown });

function asIs(product: ProductData, note: TranslationNote): LocalisedProduct {
  return { ...product, name_en: product.name, translation: note };
}

export async function localiseProduct(product: ProductData, lang: Lang, translator: KeptTranslator, opts: { cachedOnly?: boolean } = {}): Promise<LocalisedProduct> {
  if (!isTranslatable(product)) return asIs(product, { shown: 'source', engine: null, notice: null });
  if (lang === 'en') return asIs(product, { shown: 'en', engine: null, notice: null });
  if (!translator.engine) return asIs(product, { shown: 'en', engine: null, notice: 'unavailable' });
  const picks: Pick[] = [pick(product.name_original, product.name)];
  for (const v of product.variations) {
    picks.push(pick(v.label_original, v.label));
    for (const value of v.values) picks.push(pick(value.original, value.value));
  }
  for (const row of product.specification_data) picks.push(pick(row.name_original, row.name), pick(row.value_original, row.value));
  let zh: Map<string, string>;
  let en: Map<string, string>;
  try {
    [zh, en] = await Promise.all([
      translator.translate(picks.filter((p) => p.from === 'zh').map((p) => p.text), 'zh', 'id', opts),
      translator.translate(picks.filter((p) => p.from === 'en').map((p) => p.text), 'en', 'id', opts),
    ]);
  } catch {
    return asIs(product, { shown: 'en', engine: null, notice: 'failed' });
  }
  const tr = (original: string | null | undefined, shown: string): string => {
    const p = pick(original, shown);
    return (p.from === 'zh' ? zh : en).get(p.text.trim()) ?? shown;
  };
  const name = tr(product.name_original, product.name);
  // Nothing translated (only the database asked, and it had nothing): say English is shown.
  if (name === product.name && opts.cachedOnly) return asIs(product, { shown: 'en', engine: null, notice: null });
  const specification_data: SpecificationRow[] = product.specification_data.map((row) => ({ ...row, name: tr(row.name_original, row.name), value: tr(row.value_original, row.value) }));
  return {
    ...product,
    name,
    name_en: product.name,
    variations: product.variations.map((v) => ({
      ...v,
      label: tr(v.label_original, v.label),
      values: v.values.map((value) => ({ ...value, label: tr(value.original, value.value) })),
    })),
    specification_data,
    specification: specification_data.map((r) => `${r.name}: ${r.value}`).join('\n'),
    translation: { shown: 'id', engine: translator.engine, notice: null },
  };
}
