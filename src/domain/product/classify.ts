/**
 * A marketplace item's product type and, when the source gives no weight, its estimated weight
 * (docs/marketplace.md "Product type and weight"). The product type decides duty, VAT, income tax,
 * freight rates and restricted-goods (lartas) warnings, so the rule is written once, here, and
 * used by the server for every provider item. Keywords are matched in the item's Chinese title,
 * English title and category names; the first rule whose keyword occurs wins, so restricted and
 * specific types come before the general ones. No match: 'umum' (general goods).
 */

export interface ClassifyInput {
  /** Titles in any language (original Chinese, English translation). */
  titles: readonly string[];
  /** Category names as the source gives them (root first), any language. */
  categories: readonly string[];
}

interface TypeRule {
  slug: string;
  /** Matched case-insensitively as substrings. */
  keywords: readonly string[];
}

/** Slugs are the seeded product types (server/modules/catalog/reference-rates.ts). */
export const PRODUCT_TYPE_RULES: readonly TypeRule[] = [
  // Accessories named after a restricted device are ordinary goods (a phone case is not a phone).
  { slug: 'umum', keywords: ['手机壳', '手机膜', '手机支架', '保护壳', 'phone case', 'phone holder', 'phone stand', 'screen protector', 'casing hp'] },
  { slug: 'obat-suplemen', keywords: ['药', '保健品', '维生素', '胶囊', '鱼油', 'supplement', 'vitamin', 'medicine', 'capsule', 'obat', 'suplemen'] },
  { slug: 'kosmetik', keywords: ['口红', '唇膏', '化妆', '面霜', '精华', '粉底', '眼影', '香水', '护肤', '洗发水', '面膜', 'lipstick', 'cosmetic', 'makeup', 'make-up', 'skincare', 'skin care', 'serum', 'perfume', 'shampoo', 'face cream', 'kosmetik', 'parfum'] },
  { slug: 'makanan', keywords: ['面包', '零食', '食品', '茶叶', '咖啡', '饼干', '巧克力', '糖果', 'snack', 'food', 'coffee', 'chocolate', 'candy', 'biscuit', 'makanan', 'camilan', 'kopi'] },
  { slug: 'telekomunikasi', keywords: ['手机', '平板电脑', '路由器', '对讲机', '蓝牙耳机', '耳机', 'smartphone', 'mobile phone', 'cell phone', 'tablet', 'router', 'walkie', 'earphone', 'earbuds', 'headphone', 'ponsel', 'handphone'] },
  { slug: 'baterai', keywords: ['充电宝', '移动电源', '电池', 'power bank', 'powerbank', 'battery', 'baterai'] },
  { slug: 'mainan', keywords: ['玩具', '积木', '公仔', '毛绒', '模型', 'toy', 'lego', 'building block', 'plush', 'doll', 'mainan', 'boneka'] },
  { slug: 'sepeda', keywords: ['自行车', '单车', 'bicycle', 'bike', 'sepeda'] },
  { slug: 'sepatu', keywords: ['鞋', '靴', 'shoe', 'sneaker', 'boot', 'sandal', 'slipper', 'sepatu'] },
  { slug: 'tas', keywords: ['包', '钱包', '背包', 'bag', 'backpack', 'wallet', 'purse', 'handbag', 'tas', 'dompet', 'ransel'] },
  { slug: 'jam-tangan', keywords: ['手表', '腕表', 'watch', 'jam tangan'] },
  { slug: 'pakaian', keywords: ['衣', '裙', '裤', '衫', '外套', '卫衣', '夹克', '冲锋衣', '服', 'shirt', 'dress', 'jacket', 'hoodie', 'pants', 'trousers', 'skirt', 'coat', 'sweater', 'jeans', 'clothing', 'apparel', 'baju', 'kaos', 'celana', 'jaket', 'kemeja'] },
  { slug: 'buku', keywords: ['书', '图书', 'book', 'buku'] },
  { slug: 'elektronik', keywords: ['鼠标', '键盘', '电脑', '数据线', '充电器', '音箱', '相机', 'mouse', 'keyboard', 'laptop', 'computer', 'charger', 'cable', 'speaker', 'camera', 'usb', 'elektronik'] },
  { slug: 'besi-baja', keywords: ['不锈钢', '钢材', 'stainless steel', 'steel', 'besi', 'baja'] },
  { slug: 'rumah-tangga', keywords: ['厨房', '家居', '收纳', '锅', '杯', '餐具', 'kitchen', 'household', 'storage', 'cookware', 'mug', 'cup', 'rumah tangga', 'dapur'] },
];

export const GENERAL_PRODUCT_TYPE = 'umum';

/**
 * Words of marketplace titles that contain a keyword by accident: 包邮 (free shipping) and 包装
 * (packaging) are not bags, 服务 (service) is not clothing, 说明书 (manual) is not a book.
 */
const NOISE = ['包邮', '包装', '服务', '说明书', '衣架'];

function normalise(texts: readonly string[]): string {
  let text = texts.join(' \u0000 ').toLowerCase();
  for (const word of NOISE) text = text.split(word).join(' ');
  return text;
}

/**
 * Estimated weight of one unit in grams by product type, used only when the source gives no
 * weight; the line is marked "perkiraan" and the settlement after weighing corrects the charge.
 * Typical packed weights of the type's common items (a jacket, a handbag, a pair of shoes ...).
 */
export const ESTIMATED_WEIGHT_GRAMS: Readonly<Record<string, number>> = {
  umum: 500,
  pakaian: 500,
  tas: 800,
  sepatu: 1000,
  sepeda: 15000,
  'jam-tangan': 250,
  kosmetik: 250,
  'besi-baja': 2000,
  buku: 600,
  elektronik: 500,
  telekomunikasi: 500,
  baterai: 400,
  mainan: 600,
  makanan: 500,
  'obat-suplemen': 300,
  'rumah-tangga': 800,
};

/** The product type slug for an item's titles and categories (categories weigh first). */
export function classifyProductType(input: ClassifyInput): string {
  const categories = normalise(input.categories);
  const titles = normalise(input.titles);
  for (const text of [categories, titles]) {
    if (text.trim() === '') continue;
    const rule = PRODUCT_TYPE_RULES.find((r) => r.keywords.some((k) => text.includes(k)));
    if (rule) return rule.slug;
  }
  return GENERAL_PRODUCT_TYPE;
}

/** Grams per unit for a product type (the general estimate for an unknown type). */
export function estimatedWeightGrams(productTypeSlug: string | null | undefined): number {
  return ESTIMATED_WEIGHT_GRAMS[productTypeSlug ?? ''] ?? (ESTIMATED_WEIGHT_GRAMS[GENERAL_PRODUCT_TYPE] as number);
}
