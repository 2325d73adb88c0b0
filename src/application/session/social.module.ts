/**
 * The binding of the Google and Facebook buttons' view-model (login form, /register, /settings),
 * loaded with the component that shows them; it needs the 'social' feature (the SocialSdk port,
 * bound in its own chunk: docs/account-security.md "Google and Facebook").
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { SOCIAL_SIGN_IN_VIEW_MODEL, SocialSignInViewModel } from './social-sign-in-view-model';

export const socialModule = withFeatures(['social'], new ContainerModule(({ bind }) => {
  bind(SOCIAL_SIGN_IN_VIEW_MODEL).to(SocialSignInViewModel).inTransientScope();
}));
