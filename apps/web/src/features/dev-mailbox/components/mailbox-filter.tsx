import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { devMailboxTexts } from '@brillo/domain/texts/dev-mailbox.es-CL';
import classes from './dev-mailbox.module.css';

interface MailboxFilterProps {
  /** The recipient shown now, if any. */
  to: string | undefined;
  onChange: (to: string | undefined) => void;
}

/** A search form: the list shows one recipient's mail once the form is sent. */
export function MailboxFilter({ to, onChange }: MailboxFilterProps) {
  const [value, setValue] = useState(to ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(value.trim() || undefined);
  };
  const clear = () => {
    setValue('');
    onChange(undefined);
  };
  return (
    <form role="search" onSubmit={submit} className={classes.filter}>
      <TextInput
        className={classes.filterInput}
        label={devMailboxTexts.filterLabel}
        description={devMailboxTexts.filterDescription}
        placeholder={devMailboxTexts.filterPlaceholder}
        type="search"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Group gap="xs" className={classes.filterActions}>
        <Button type="submit">{devMailboxTexts.filterSubmit}</Button>
        {to ? (
          <Button type="button" variant="default" onClick={clear}>
            {devMailboxTexts.filterClear}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
