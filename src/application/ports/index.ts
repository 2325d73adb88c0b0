// The ports of the storefront: one file per port (interface, token, domain-level types).
export * from './api-error';
export * from './session-store.port';
export * from './session-api.port';
export * from './auth-api.port';
export * from './profile-api.port';
export * from './regions-api.port';
export * from './address-api.port';
export * from './guest-address-store.port';
export * from './shipping-api.port';
export * from './rates-api.port';
export * from './product-api.port';
export * from './cart-api.port';
export * from './guest-cart-store.port';
export * from './invoice-api.port';
export * from './support-api.port';
export * from './feature-loader.port';
