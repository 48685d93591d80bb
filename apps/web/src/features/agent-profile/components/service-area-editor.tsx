import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  Stack,
  Text,
  Title,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { chileRegions } from '@brillo/domain/chile-comunas';
import { ServiceComunasSchema } from '@brillo/domain/contracts/agent-profile';
import { SERVICE_COMUNAS_MAX, sortComunas } from '@brillo/domain/service-area';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useServiceComunas, useUpdateServiceComunas } from '../api/service-area';

const texts = agentProfileTexts.serviceArea;

/** Chile's comunas grouped by region, north to south, for the list to choose from. */
const comunaGroups = chileRegions.map((region) => ({
  group: region.name,
  items: region.provinces.flatMap((province) => [...province.comunas]),
}));

/** A name compared without case or accents, so 'nunoa' finds Ñuñoa. */
function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Keeps the comunas whose name holds the search, without case or accents, in their regions. */
const filterComunas: OptionsFilter = ({ options, search }) => {
  const wanted = comparable(search);
  if (!wanted) return options;
  return options.flatMap((option): ComboboxParsedItem[] => {
    if ('group' in option) {
      const items = option.items.filter((item) => comparable(item.label).includes(wanted));
      return items.length > 0 ? [{ ...option, items }] : [];
    }
    return comparable(option.label).includes(wanted) ? [option] : [];
  });
};

/**
 * The comunas where the agent works (decision 43), on /bio: the chosen ones as chips in a
 * searchable list of Chile's comunas (a combobox: type to filter, Enter to take the first match
 * or the one chosen with the arrows, Backspace to remove the last chip), at least one and at most `SERVICE_COMUNAS_MAX`. A refusal
 * keeps the choice and says why.
 */
export function ServiceAreaEditor() {
  const area = useServiceComunas();
  const { isError, errorUpdatedAt } = area;

  useEffect(() => {
    if (isError) notify('error', texts.loadFailed);
  }, [isError, errorUpdatedAt]);

  return (
    <Stack gap="sm" component="section" aria-labelledby="service-area-title">
      <Title order={2} size="h3" id="service-area-title">
        {texts.title}
      </Title>
      {area.isPending ? (
        <LoadingState text={texts.loading} />
      ) : area.isError ? (
        <LoadFailed text={texts.loadFailed} onRetry={() => void area.refetch()} />
      ) : (
        <ServiceAreaForm current={area.data.comunas} />
      )}
    </Stack>
  );
}

function ServiceAreaForm({ current }: { current: string[] }) {
  const [chosen, setChosen] = useState<string[]>(current);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const update = useUpdateServiceComunas();
  const full = chosen.length >= SERVICE_COMUNAS_MAX;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = ServiceComunasSchema.safeParse(chosen);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? texts.updateFailed);
      return;
    }
    setFieldError(null);
    update.mutate(chosen, {
      onSuccess: (answer) => {
        setChosen(answer.comunas);
        notify('success', answer.message);
      },
      onError: (error) => {
        const message = error instanceof ApiError ? error.fields?.comunas : undefined;
        if (message) {
          setFieldError(message);
          return;
        }
        const shown = error.message || texts.updateFailed;
        notify('error', shown);
        setFailure({ message: shown, at: Date.now() });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <FormErrorAlert key={failure.at} message={failure.message} /> : null}
        <Text>{texts.description}</Text>
        <MultiSelect
          label={texts.searchLabel}
          description={texts.chosen(chosen.length)}
          placeholder={full ? undefined : texts.searchPlaceholder}
          data={comunaGroups}
          value={chosen}
          onChange={(value) => {
            setChosen(sortComunas(value.map(String)));
            if (fieldError) setFieldError(null);
          }}
          searchable
          // Enter takes the first comuna that matches what was typed; with text in the search it
          // never sends the form, which would save the list without that comuna.
          selectFirstOptionOnChange
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.currentTarget.value.trim() !== '') {
              event.preventDefault();
            }
          }}
          filter={filterComunas}
          maxValues={SERVICE_COMUNAS_MAX}
          nothingFoundMessage={texts.noMatches}
          maxDropdownHeight={280}
          comboboxProps={{ withinPortal: true }}
          error={fieldError}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
