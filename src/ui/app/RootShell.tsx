/** Everything around the layouts: loading bar, modals, chat box, toasts, scroll restoration. */
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { AnnouncementModal } from '../components/AnnouncementModal';
import { ChatBox } from '../components/ChatBox';
import { LoadingBar } from '../components/LoadingBar';
import { LoginModal } from '../components/LoginModal';

export function RootShell() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <LoginModal />
      <AnnouncementModal />
      <ChatBox />
      <Toaster position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
