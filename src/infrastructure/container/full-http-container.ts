// An http container with every feature bound synchronously (integration tests): the adapters of
// all features imported statically here. The app's entry never imports this module; it binds the
// feature ports on demand through the DynamicFeatureLoader of createHttpContainer.
import type { Container } from 'inversify';
import { FEATURE_LOADER } from '../../application/ports/feature-loader.port';
import { bindAddressHttp } from './bindings/address.http';
import { bindAftercareHttp } from './bindings/aftercare.http';
import { bindAccountHttp } from './bindings/account.http';
import { bindPerksHttp } from './bindings/perks.http';
import { bindPrivacyHttp } from './bindings/privacy.http';
import { bindFeedsHttp } from './bindings/feeds.http';
import { bindMembershipHttp } from './bindings/membership.http';
import { bindCourseHttp } from './bindings/course.http';
import { bindCatalogHttp } from './bindings/catalog.http';
import { bindCheckoutHttp } from './bindings/checkout.http';
import { bindContentHttp } from './bindings/content.http';
import { bindOpsHttp } from './bindings/ops.http';
import { bindPricingHttp } from './bindings/pricing.http';
import { bindProductHttp } from './bindings/product.http';
import { bindSearchHttp } from './bindings/search.http';
import { bindSocialHttp } from './bindings/social.http';
import type { CreateContainerOptions } from './base-container';
import { createHttpContainer } from './create-container';
import { BoundFeatureLoader } from './feature-loader';

export function createFullHttpContainer(options: Omit<CreateContainerOptions, 'mode'>): Container {
  const container = createHttpContainer(options);
  for (const bind of [bindContentHttp, bindSearchHttp, bindProductHttp, bindCatalogHttp, bindPricingHttp, bindAddressHttp, bindCheckoutHttp, bindOpsHttp, bindAftercareHttp, bindAccountHttp, bindPerksHttp, bindMembershipHttp, bindCourseHttp, bindPrivacyHttp, bindFeedsHttp, bindSocialHttp]) bind(container);
  container.rebind(FEATURE_LOADER).toConstantValue(new BoundFeatureLoader());
  return container;
}
