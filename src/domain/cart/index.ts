export {
  DEFAULT_CURRENCY,
  DEFAULT_MAX_QUANTITY,
  DEFAULT_PACKAGE_TRACK,
  DEFAULT_WEIGHT_GRAMS,
  EMPTY_CART,
  WHOLESALE_MARKETPLACE,
  WHOLESALE_MAX_QUANTITY,
  clampQuantity,
  createCartLine,
  isSameProduct,
  isSameRecord,
  maxQuantityFor,
  packingFeeTotal,
  variantKey,
} from './cart-line';
export type { Cart, CartLine, CartLineInput, Dimensions, PackageTrack } from './cart-line';
export {
  addLine,
  applyRemovals,
  decreaseQuantity,
  enabledLines,
  findLine,
  increaseQuantity,
  lineCount,
  removeLine,
  setQuantity,
  totalQuantity,
  updateLine,
} from './cart';
export type { EditableLineFields } from './cart';
export { addressIds, quantityAt, sumAddressQuantities } from './allocation';
export {
  addLineAddress,
  allLinesAllocated,
  decreaseAddressQuantity,
  increaseAddressQuantity,
  itemsForAddress,
  removeAddressFromCart,
  removeLineAddress,
  setAddressQuantity,
  setMultiAddress,
  toggleMultiAddress,
} from './multi-address';
export { mergeGuestCart } from './merge';
export {
  CART_POPUP_ITEM_COUNT,
  CART_POPUP_NAME_LENGTH,
  CART_TEXTS,
  cartPopupPreview,
  moreProductsText,
} from './popup';
export type { CartPopupPreview } from './popup';
export { VENDOR_MARKETPLACES, isVendorMarketplace, vendorEditOf, vendorItemOf } from './vendor';
export type { VendorItem, VendorMarketplace } from './vendor';
