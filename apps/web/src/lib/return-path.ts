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
