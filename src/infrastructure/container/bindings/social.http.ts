// HTTP-mode bindings of the 'social' feature (FeatureLoader, application/ports/feature-loader.port.ts):
// the SocialSdk of the browser (../../social/configured-social-sdk.ts), which knows the configured
// providers from the runtime configuration's `social` and imports the code loading Google's and
// Facebook's SDKs only when a button is pressed; and SocialAccountApi (connecting a provider in /settings). Loaded with the login dialog, /register or /settings.
import type { Container } from 'inversify';
import { SOCIAL_ACCOUNT_API, SOCIAL_SDK } from '../../../application/ports/social-sdk.port';
import type { RuntimeConfig } from '../../config/runtime-config';
import { HttpSocialAccountApi } from '../../http/social-account-api.http';
import { ConfiguredSocialSdk } from '../../social/configured-social-sdk';
import { RUNTIME_CONFIG } from '../base-container';

export function bindSocialHttp(container: Container): void {
  container.bind(SOCIAL_SDK).toDynamicValue((ctx) => new ConfiguredSocialSdk(ctx.get<RuntimeConfig>(RUNTIME_CONFIG).social));
  container.bind(SOCIAL_ACCOUNT_API).to(HttpSocialAccountApi);
}
