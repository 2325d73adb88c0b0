/** The binding of /chat (SupportApi is bound eagerly: no feature to load). */
import { ContainerModule } from 'inversify';
import { CHAT_PAGE_VIEW_MODEL, ChatPageViewModel } from './chat-page-view-model';

export const chatModule = new ContainerModule(({ bind }) => {
  bind(CHAT_PAGE_VIEW_MODEL).to(ChatPageViewModel).inTransientScope();
});
