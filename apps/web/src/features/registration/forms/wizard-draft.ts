/**
 * What a person typed in a registration wizard, kept in `sessionStorage` so that a reload (or an
 * accidental tap on a link) loses nothing. Only this tab sees it, it ends with the tab, and it is
 * removed once the account is created. The password is never kept.
 */
const KEY_PREFIX = 'brillo.registration.';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * `stored` read field by field against the shape of `initial`: anything missing, unknown or of
 * another kind keeps its initial value, so an old or edited draft can never break the form.
 */
function mergeByShape(initial: unknown, stored: unknown): unknown {
  if (isPlain(initial)) {
    if (!isPlain(stored)) return initial;
    return Object.fromEntries(
      Object.entries(initial).map(([key, value]) => [key, mergeByShape(value, stored[key])]),
    );
  }
  if (!isScalar(stored)) return initial;
  // An empty initial value ('' or null) stands for "text or number, once typed".
  if (initial === null || initial === '' || typeof stored === typeof initial) return stored;
  return initial;
}

function withoutPassword<Values extends { password: string }>(values: Values): Values {
  return { ...values, password: '' };
}

/** The stored text, or null when there is none or storage is disabled (private modes…). */
function readRaw(name: string): string | null {
  try {
    return window.sessionStorage.getItem(KEY_PREFIX + name);
  } catch {
    return null;
  }
}

export interface Draft<Values> {
  values: Values;
  /** True when something typed earlier came back. */
  restored: boolean;
}

export function readDraft<Values extends { password: string }>(
  name: string,
  initial: Values,
): Draft<Values> {
  const raw = readRaw(name);
  if (raw === null) return { values: initial, restored: false };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { values: initial, restored: false };
  }
  const values = withoutPassword(mergeByShape(initial, stored) as Values);
  const restored = JSON.stringify(values) !== JSON.stringify(withoutPassword(initial));
  return { values, restored };
}

export function saveDraft<Values extends { password: string }>(name: string, values: Values) {
  try {
    window.sessionStorage.setItem(KEY_PREFIX + name, JSON.stringify(withoutPassword(values)));
  } catch {
    // Full or disabled storage: the wizard keeps working, only a reload would lose the draft.
  }
}

export function clearDraft(name: string) {
  try {
    window.sessionStorage.removeItem(KEY_PREFIX + name);
  } catch {
    // Nothing to clear.
  }
}
