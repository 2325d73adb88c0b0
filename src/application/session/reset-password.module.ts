/** The /reset-password page's bindings, loaded with its chunk: useViewModel(RESET_PASSWORD_VIEW_MODEL, resetPasswordModule). */
import { ContainerModule } from 'inversify';
import { RESET_PASSWORD_VIEW_MODEL, ResetPasswordViewModel } from './reset-password-view-model';

export const resetPasswordModule = new ContainerModule(({ bind }) => {
  bind(RESET_PASSWORD_VIEW_MODEL).to(ResetPasswordViewModel).inTransientScope();
});
