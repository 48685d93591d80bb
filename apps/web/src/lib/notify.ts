import { notifications } from '@mantine/notifications';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { wantNotifications } from './notifications-wanted';

type Tone = 'success' | 'error';

const colors: Record<Tone, string> = { success: 'brillo', error: 'red' };

/**
 * Shows a notification (PD-17): on screen about 4 s (NotificationsContainer), announced to
 * screen readers as an alert, with a close button that has a Spanish name.
 */
export function notify(tone: Tone, message: string): void {
  wantNotifications();
  notifications.show({
    color: colors[tone],
    message,
    closeButtonProps: { 'aria-label': commonTexts.controls.closeNotification },
  });
}
