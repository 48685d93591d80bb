import { Notifications } from '@mantine/notifications';

/** How long a notification stays on screen: long enough to read (PD-17). */
const NOTIFICATION_MS = 4000;

/**
 * Where notifications appear: at the bottom of the screen, clear of the navigation bar. Each one
 * is a role="alert" element, so screen readers announce it.
 */
export function NotificationsContainer() {
  return <Notifications autoClose={NOTIFICATION_MS} position="bottom-center" />;
}
