/** The /notification page's bindings, loaded with its chunk. */
import { ContainerModule } from 'inversify';
import { NOTIFICATION_VIEW_MODEL, NotificationViewModel } from './notification-view-model';

export const notificationModule = new ContainerModule(({ bind }) => {
  bind(NOTIFICATION_VIEW_MODEL).to(NotificationViewModel).inTransientScope();
});
