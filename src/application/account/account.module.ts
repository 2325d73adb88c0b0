/**
 * The bindings of /settings, /edit-password, /deactive-account and /token, loaded with their
 * chunks; they need the 'account' feature (AccountApi; ProfileApi and AuthApi are bound at boot).
 */
import { ContainerModule } from 'inversify';
import { withFeatures } from '../feature-module';
import { DEACTIVATE_VIEW_MODEL, DeactivateViewModel } from './deactivate-view-model';
import { SECURITY_VIEW_MODEL, SecurityViewModel } from './security-view-model';
import { SETTINGS_VIEW_MODEL, SettingsViewModel } from './settings-view-model';
import { TOKEN_VIEW_MODEL, TokenViewModel } from './token-view-model';

export const accountModule = withFeatures(['account'], new ContainerModule(({ bind }) => {
  bind(SETTINGS_VIEW_MODEL).to(SettingsViewModel).inTransientScope();
  bind(SECURITY_VIEW_MODEL).to(SecurityViewModel).inTransientScope();
  bind(DEACTIVATE_VIEW_MODEL).to(DeactivateViewModel).inTransientScope();
  bind(TOKEN_VIEW_MODEL).to(TokenViewModel).inTransientScope();
}));
