import { FIRST_BIRTH_YEAR } from '@brillo/domain/contracts/agent-registration';
import { monthNames, type Gender, type YesNoAnswer } from '@brillo/domain/enums';

/** Gender answers in the order people read them: Femenino, Masculino, then the third one. */
export const genderOrder = ['female', 'male', 'other'] as const satisfies readonly Gender[];

/** Yes-or-no answers as people expect them: Sí, then No. */
export const yesNoOrder = ['Yes', 'No'] as const satisfies readonly YesNoAnswer[];

function numberChoices(numbers: readonly number[], label: (number: number) => string) {
  const values = numbers.map(String);
  const labels = Object.fromEntries(numbers.map((number) => [String(number), label(number)]));
  return { values, labels };
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

/** Birth day 1–31 (spec §9). */
export const dayChoices = numberChoices(range(1, 31), String);

/** Months by their Spanish name, stored as 1–12. */
export const monthChoices = numberChoices(range(1, 12), (month) => monthNames[month - 1] ?? '');

/** Birth years from this year down to 1900 (spec §9), newest first. */
export function yearChoices(currentYear = new Date().getFullYear()) {
  return numberChoices(range(currentYear, FIRST_BIRTH_YEAR), String);
}
