export {
  ESTIMATED_WEIGHT_GRAMS,
  GENERAL_PRODUCT_TYPE,
  PRODUCT_TYPE_RULES,
  classifyProductType,
  estimatedWeightGrams,
} from './classify';
export type { ClassifyInput } from './classify';
