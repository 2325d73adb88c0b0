export {
  DECIMAL_SEPARATOR_ID,
  DEFAULT_DECIMALS,
  MAX_DECIMALS,
  RUPIAH_PREFIX,
  THOUSANDS_SEPARATOR_ID,
  formatIntegerId,
  formatNumberId,
  formatRupiah,
} from './number';
export {
  ELLIPSIS,
  FLASH_SALE_TITLE_WORDS,
  TRUNCATE_CART_POPUP,
  TRUNCATE_DEFAULT,
  TRUNCATE_HOME_BUYER_NAME,
  TRUNCATE_HOME_PRODUCT_TITLE,
  codePointLength,
  truncate,
  truncateWords,
} from './truncate';
export {
  MONTH_NAMES_ID,
  WIB_LABEL,
  WIB_OFFSET_MS,
  formatDateTimeWib,
  formatDateWib,
  toWibParts,
} from './datetime';
export type { WibParts } from './datetime';
