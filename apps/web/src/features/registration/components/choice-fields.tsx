import { Group, NativeSelect, Radio, Stack } from '@mantine/core';
import type { NativeSelectProps, RadioGroupProps } from '@mantine/core';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';

interface Choices<Value extends string> {
  /** The stored values, in the order they show (the spec's enumerations). */
  values: readonly Value[];
  /** What a person reads for each value (Spanish, from the catalogue). */
  labels: Record<Value, string>;
}

type RadioChoiceProps<Value extends string> = Choices<Value> &
  Omit<RadioGroupProps, 'children'> & { inline?: boolean };

/** A question with a few answers, all in sight: a fieldset of radio buttons. */
export function RadioChoice<Value extends string>(props: RadioChoiceProps<Value>) {
  const { values, labels, inline = false, ...group } = props;
  const Layout = inline ? Group : Stack;
  return (
    <Radio.Group required {...group}>
      <Layout gap="sm" mt="xs">
        {values.map((value) => (
          <Radio key={value} value={value} label={labels[value]} />
        ))}
      </Layout>
    </Radio.Group>
  );
}

type SelectChoiceProps<Value extends string> = Choices<Value> &
  Omit<NativeSelectProps, 'data'> & {
    /** The empty first option's text; 'Selecciona…' unless the select is too narrow for it. */
    emptyLabel?: string;
  };

/** A choice among many: the platform's own select (the phone's picker), with an empty first option. */
export function SelectChoice<Value extends string>(props: SelectChoiceProps<Value>) {
  const { values, labels, emptyLabel = registrationTexts.choose, ...select } = props;
  const data = [
    { value: '', label: emptyLabel },
    ...values.map((value) => ({ value, label: labels[value] })),
  ];
  return <NativeSelect required data={data} {...select} />;
}
