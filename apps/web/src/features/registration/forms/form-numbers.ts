/**
 * A number typed or chosen in an input, or `undefined` when there is none, so that the schema
 * answers its own "required" message instead of a type error.
 */
export function optionalNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}
