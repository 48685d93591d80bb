import { screen } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ChoiceField, choiceOptions } from './choice-field';

const names = { late: 'Llegó tarde', missing: 'No llegó' } as const;

function Choice() {
  const form = useForm({ mode: 'uncontrolled', initialValues: { kind: '' } });
  return (
    <ChoiceField
      form={form}
      path="kind"
      label="Motivo"
      placeholder="Elige un motivo"
      choices={['late', 'missing'] as const}
      labelOf={(kind) => names[kind]}
    />
  );
}

describe('ChoiceField', () => {
  it('starts on its placeholder, which cannot be chosen, then lists each choice by its name', () => {
    expect(choiceOptions('Elige', ['late'], (kind) => kind.toUpperCase())).toEqual([
      { value: '', label: 'Elige', disabled: true },
      { value: 'late', label: 'LATE' },
    ]);
  });

  it('lets a choice be picked from the list', async () => {
    const { user } = renderWithProviders(<Choice />);
    const select = screen.getByRole('combobox', { name: 'Motivo' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Elige un motivo' })).toBeDisabled();
    await user.selectOptions(select, 'No llegó');
    expect(select).toHaveValue('missing');
  });
});
