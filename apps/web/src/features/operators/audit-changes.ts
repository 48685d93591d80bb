/** One field an audited action changed, as the audit log shows it. */
export interface FieldChange {
  field: string;
  /** The value before, as text; null when the record did not exist before the action. */
  before: string | null;
  /** The value after, as text; null when the record is gone after the action. */
  after: string | null;
}

/** Shown for a field that had no value. */
export const NO_VALUE = '—';

function fieldsOf(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { valor: value };
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return NO_VALUE;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields an action changed, from the record's fields before and after it (the audit log keeps
 * both whole), in the order they first appear: a field with the same value on both sides is left
 * out; a record created has no "before", a record removed no "after".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = fieldsOf(before);
  const is = fieldsOf(after);
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return fields.flatMap((field) => {
    const change = {
      field,
      before: was ? asText(was[field]) : null,
      after: is ? asText(is[field]) : null,
    };
    return change.before === change.after ? [] : [change];
  });
}
