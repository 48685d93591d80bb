import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface ChoiceFieldProps<Values, Choice extends string> {
  form: UseFormReturnType<Values>;
  path: keyof Values & string;
  label: string;
  /** The first line, shown until something is chosen, which cannot be chosen itself. */
  placeholder: string;
  choices: readonly Choice[];
  /** A choice as people read it. */
  labelOf: (choice: Choice) => string;
}

/** The list a required choice starts with: its placeholder, then each choice by its name. */
export function choiceOptions<Choice extends string>(
  placeholder: string,
  choices: readonly Choice[],
  labelOf: (choice: Choice) => string,
) {
  return [
    { value: '', label: placeholder, disabled: true },
    ...choices.map((choice) => ({ value: choice, label: labelOf(choice) })),
  ];
}

/**
 * A required choice from a fixed list (a reason, a category). The browser's own list: at home on
 * a phone, and nothing to lay out over a dialog.
 */
export function ChoiceField<Values, Choice extends string>(
  props: ChoiceFieldProps<Values, Choice>,
) {
  const { form, path, label, placeholder, choices, labelOf } = props;
  return (
    <NativeSelect
      label={label}
      data={choiceOptions(placeholder, choices, labelOf)}
      withAsterisk
      key={form.key(path)}
      {...form.getInputProps(path)}
    />
  );
}
