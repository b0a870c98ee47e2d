import { MessagesLink } from '@/features/messages/components/messages-link';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

/** The header's messages and bell, loaded together for signed-in people only. */
export function SignedInTray() {
  return (
    <>
      <MessagesLink />
      <NotificationBell />
    </>
  );
}
