import { useSyncExternalStore } from 'react';

/**
 * Whether the app has raised a notification yet. The container that shows notifications, with the
 * Mantine components it needs (about 22 KB gzip), loads only then: most visits to a page never
 * show one, and the home page stays within its budget of everything it loads (ADR-066).
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantNotifications(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
