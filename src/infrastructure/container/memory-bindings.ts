// The in-memory adapters of every API port (memory mode: tests, Storybook, serverless).
// Kept in its own module so the http entry chunk never contains src/infrastructure/memory.
import type { Container } from 'inversify';
import { ADDRESS_API } from '../../application/ports/address-api.port';
import { GEOCODE_API } from '../../application/ports/geocode-api.port';
import { AUTH_API } from '../../application/ports/auth-api.port';
import { CART_API } from '../../application/ports/cart-api.port';
import { FEATURE_LOADER } from '../../application/ports/feature-loader.port';
import { INVOICE_API } from '../../application/ports/invoice-api.port';
import { PRODUCT_API } from '../../application/ports/product-api.port';
import { PROFILE_API } from '../../application/ports/profile-api.port';
import { RATES_API } from '../../application/ports/rates-api.port';
import { UPLOAD_API, type UploadApi } from '../../application/ports/upload-api.port';
import { REGIONS_API } from '../../application/ports/regions-api.port';
import { SESSION_API } from '../../application/ports/session-api.port';
import { SHIPPING_API } from '../../application/ports/shipping-api.port';
import { SUPPORT_API } from '../../application/ports/support-api.port';
import { SOCIAL_ACCOUNT_API, SOCIAL_SDK } from '../../application/ports/social-sdk.port';
import { MemorySocialSdk } from '../memory/social-sdk.memory';
import { MemorySocialAccountApi } from '../memory/social-accounts.memory';
import {
  MemoryAddressApi, MemoryAuthApi, MemoryCartApi, MemoryInvoiceApi, MemoryProductApi, MemoryProfileApi,
  MemoryRatesApi, MemoryRegionsApi, MemorySessionApi, MemoryShippingApi, MemorySupportApi,
} from '../memory/memory-adapters';
import { MEMORY_BACKEND, MemoryBackend } from '../memory/memory-backend';
import { MemoryGeocodeApi } from '../memory/geocode.memory';
import { bindSearchMemory } from './bindings/search.memory';
import { bindProductMemory } from './bindings/product.memory';
import { bindCartMemory } from './bindings/cart.memory';
import { bindCheckoutMemory } from './bindings/checkout.memory';
import { bindAftercareMemory } from './bindings/aftercare.memory';
import { bindAccountMemory } from './bindings/account.memory';
import { bindPerksMemory } from './bindings/perks.memory';
import { CONSENT_STORE } from '../../application/privacy/privacy.port';
import { LocalConsentStore } from '../storage/consent.storage';
import { bindMembershipMemory } from './bindings/membership.memory';
import { bindCourseMemory } from './bindings/course.memory';
import { bindOpsMemory } from './bindings/ops.memory';
import { BoundFeatureLoader } from './feature-loader';

/**
 * Binds every API port of a base container to its in-memory adapter over one MemoryBackend,
 * synchronously: every feature is bound, so FeatureLoader.ensure resolves at once.
 */
export function bindMemoryAdapters(container: Container): Container {
  container.bind(FEATURE_LOADER).toConstantValue(new BoundFeatureLoader());
  container.bind(MEMORY_BACKEND).to(MemoryBackend);
  container.bind(SESSION_API).to(MemorySessionApi);
  container.bind(AUTH_API).to(MemoryAuthApi);
  container.bind(PROFILE_API).to(MemoryProfileApi);
  container.bind(REGIONS_API).to(MemoryRegionsApi);
  container.bind(ADDRESS_API).to(MemoryAddressApi);
  // No geocoder without a server: the map pin is hidden (stories rebind it with DEMO_PLACES).
  container.bind(GEOCODE_API).toConstantValue(new MemoryGeocodeApi());
  container.bind(SHIPPING_API).to(MemoryShippingApi);
  container.bind(RATES_API).to(MemoryRatesApi);
  // No server to keep a picture: the upload answers a path of the server's form (not served here).
  let uploads = 0;
  const memoryUploads: UploadApi = {
    async uploadCroppedImage() { uploads += 1; return `/api/media/uploads/${uploads.toString(16).padStart(32, '0')}.png`; },
  };
  container.bind(UPLOAD_API).toConstantValue(memoryUploads);
  container.bind(PRODUCT_API).to(MemoryProductApi);
  container.bind(CART_API).to(MemoryCartApi);
  container.bind(INVOICE_API).to(MemoryInvoiceApi);
  container.bind(SUPPORT_API).to(MemorySupportApi);
  // No Google or Facebook without a server: no social buttons (stories and tests rebind it with outcomes).
  container.bind(SOCIAL_SDK).toConstantValue(new MemorySocialSdk());
  container.bind(SOCIAL_ACCOUNT_API).to(MemorySocialAccountApi);
  bindSearchMemory(container);
  bindProductMemory(container);
  bindCartMemory(container);
  bindCheckoutMemory(container);
  bindAftercareMemory(container);
  bindAccountMemory(container);
  bindPerksMemory(container);
  // The 'privacy' feature without a server: the consent stays on the device (no account record, no export).
  container.bind(CONSENT_STORE).to(LocalConsentStore);
  bindMembershipMemory(container);
  bindCourseMemory(container);
  bindOpsMemory(container);
  return container;
}
