import { describe, expect, it } from 'vitest';
import { ESTIMATED_WEIGHT_GRAMS, classifyProductType, estimatedWeightGrams } from './classify';

describe('classifyProductType', () => {
  it.each([
    [['户外冲锋衣男女三合一防水外套'], [], 'pakaian'],
    [['Outdoor hardshell jacket waterproof'], [], 'pakaian'],
    [['YSL 圣罗兰 口红 哑光 1966'], [], 'kosmetik'],
    [['新款女士斜挎包 真皮'], [], 'tas'],
    [['男士运动鞋 透气'], [], 'sepatu'],
    [['儿童积木玩具 拼装'], [], 'mainan'],
    [['20000mAh 充电宝 快充'], [], 'baterai'],
    [['华为 Mate 60 手机 5G'], [], 'telekomunikasi'],
    [['iPhone 15 手机壳 透明 防摔'], [], 'umum'],
    [['进口零食大礼包'], [], 'makanan'],
    [['维生素C 泡腾片'], [], 'obat-suplemen'],
    [['不锈钢保温杯 500ml'], [], 'besi-baja'],
    [['无线鼠标 静音 办公'], [], 'elektronik'],
    [['随便一个东西'], [], 'umum'],
  ])('%s => %s', (titles, categories, slug) => {
    expect(classifyProductType({ titles, categories })).toBe(slug);
  });

  it('a category name decides before the title', () => {
    expect(classifyProductType({ titles: ['联名款 限定 礼盒'], categories: ['彩妆/香水/美妆工具', '唇膏/口红'] })).toBe('kosmetik');
    // The title alone would say 'tas' (包), the category says clothing.
    expect(classifyProductType({ titles: ['卫衣 送包'], categories: ['女装', '卫衣'] })).toBe('pakaian');
  });

  it('words that hold a keyword by accident do not count', () => {
    // 包邮 = free shipping, not a bag; 服务 = service, not clothing.
    expect(classifyProductType({ titles: ['不锈钢锅 包邮 优质服务'], categories: [] })).toBe('besi-baja');
    expect(classifyProductType({ titles: ['厨房收纳盒 包邮'], categories: [] })).toBe('rumah-tangga');
  });
});

describe('estimatedWeightGrams', () => {
  it('by type, the general estimate for an unknown or missing type', () => {
    expect(estimatedWeightGrams('sepatu')).toBe(1000);
    expect(estimatedWeightGrams('kosmetik')).toBe(250);
    expect(estimatedWeightGrams('tidak-ada')).toBe(ESTIMATED_WEIGHT_GRAMS.umum);
    expect(estimatedWeightGrams(null)).toBe(ESTIMATED_WEIGHT_GRAMS.umum);
  });

  it('every estimate is a positive whole number of grams', () => {
    for (const grams of Object.values(ESTIMATED_WEIGHT_GRAMS)) {
      expect(Number.isInteger(grams) && grams > 0).toBe(true);
    }
  });
});
