/**
 * Where sign-in and sign-up lead back to: a page of this site named in the address (`?next=`),
 * as a visitor who chose a slot on an agent's profile is asked to sign in and comes back to it
 * (PD-45). Only a same-site path is kept; anything that could lead off the site is refused.
 */
export const RETURN_PARAM = 'next';

/** The longest path kept: an agent's profile with a day and a slot needs a small part of it. */
const RETURN_PATH_MAX = 500;
/** Backslashes (browsers read `/\evil` as `//evil`) and control characters (tab, newline…). */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (character === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
/** Any origin, only to resolve the path against and check it stays on it. */
const BASE = 'https://brillo.invalid';

/**
 * `value` when it is a path of this site (`/agentes/1?day=…`), written back as its path, query
 * and fragment; null for nothing, an absolute URL (`https://…`, `javascript:…`), a
 * protocol-relative one (`//evil`), a backslash, a control character or a path too long.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `next` as its return path (`/signin?next=%2Fagentes%2F…`), or `path` for none. */
export function withReturnPath(path: string, next: string | null): string {
  const safe = safeReturnPath(next);
  if (!safe) return path;
  return `${path}?${new URLSearchParams({ [RETURN_PARAM]: safe }).toString()}`;
}

/**
 * A sign-up's return path, kept in local storage until its email is confirmed: the confirmation
 * link opens the sign-in page in a new tab, without `?next=`, and signing in there still leads
 * back (PD-45). Kept a day at most, read once, and checked again as any return path.
 */
const REMEMBERED_KEY = 'brillo.returnPath';
const REMEMBERED_FOR_MS = 24 * 3_600_000;

export function rememberReturnPath(next: string | null, now: Date = new Date()): void {
  const safe = safeReturnPath(next);
  if (!safe) return;
  try {
    window.localStorage.setItem(REMEMBERED_KEY, JSON.stringify({ path: safe, at: now.getTime() }));
  } catch {
    // Storage refused (private mode, full): the sign-in page's own `?next=` still leads back.
  }
}

/** The remembered return path if kept less than a day ago, or null; either way it is forgotten. */
export function takeRememberedReturnPath(now: Date = new Date()): string | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(REMEMBERED_KEY);
    window.localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { path, at } = value as Record<string, unknown>;
    if (typeof path !== 'string' || typeof at !== 'number') return null;
    if (now.getTime() - at > REMEMBERED_FOR_MS || at > now.getTime()) return null;
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
