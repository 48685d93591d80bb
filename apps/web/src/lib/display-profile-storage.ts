import { useSyncExternalStore } from 'react';
import { accountRoles } from '@brillo/domain/user-roles';
import type { DisplayProfile } from '@brillo/domain/contracts/session';

/**
 * The non-secret display profile (name, email, role) kept in local storage, so that a reload shows
 * the signed-in state at once (PD-5). The session itself stays in the HttpOnly cookie; the
 * server's answer to `GET /api/session` confirms or clears what is kept here.
 */
const STORAGE_KEY = 'brillo.profile';

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedProfile: DisplayProfile | null = null;

/**
 * A hand check of the three fields rather than `DisplayProfileSchema`: this runs before the first
 * render, where any zod, even zod/mini, adds 16 to 25 KB (gzip) to every first visit (ADR-015).
 * What is kept here is no answer of the API: anything odd is simply treated as signed out, and the
 * session check that follows parses the server's answer with its contract.
 */
function isDisplayProfile(value: unknown): value is DisplayProfile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, email, rol } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof email === 'string' &&
    accountRoles.some((role) => role === rol)
  );
}

function parseProfile(raw: string | null): DisplayProfile | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isDisplayProfile(value) ? value : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, strict settings); the app then works without it.
    return null;
  }
}

/** The stored profile; the same object for as long as the stored text does not change. */
export function readStoredProfile(): DisplayProfile | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedProfile = parseProfile(raw);
  }
  return cachedProfile;
}

function write(raw: string | null): void {
  if (raw === readRaw()) return;
  try {
    if (raw === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function storeProfile(profile: DisplayProfile): void {
  const { name, email, rol } = profile;
  write(JSON.stringify({ name, email, rol }));
}

export function clearStoredProfile(): void {
  write(null);
}

/** Changes made here, and those made by another tab (the `storage` event), both notify. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored display profile, re-rendering when it changes in this tab or another one. */
export function useStoredProfile(): DisplayProfile | null {
  return useSyncExternalStore(subscribe, readStoredProfile, () => null);
}
