import type { ReactNode } from 'react';
import { Combobox, Loader, Text, TextInput, VisuallyHidden, useCombobox } from '@mantine/core';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { useAddressSearch, type AddressSearchStatus } from '../hooks/use-address-search';

const words = registrationTexts.addressSearch;

interface AddressSearchProps {
  label: string;
  description?: string;
  error?: ReactNode;
  /** The text in the input: what was typed, or the chosen address. */
  value: string;
  /** True while `value` is a chosen suggestion: no search until the person types again. */
  chosen: boolean;
  /** Typing: the parent forgets any chosen address, so unchosen text never passes as valid. */
  onType: (text: string) => void;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** The form path, so the wizard can move the focus here (see `focusField`). */
  'data-path'?: string;
}

/** What the screen reader hears once a search has settled. */
function statusText(status: AddressSearchStatus, count: number, failure: string): string {
  if (status === 'unavailable') return failure;
  if (status === 'empty') return words.noResults;
  if (status === 'results') return words.suggestionsCount(count);
  return '';
}

/**
 * Address search (spec §5): a combobox that asks the API once more than 2 characters are typed,
 * after a pause, and lists at most 3 suggestions. Arrow keys move through them, Enter chooses,
 * Escape closes. If the geocoder fails, the message shows and the typed text stays.
 */
export function AddressSearch(props: AddressSearchProps) {
  const { label, description, error, value, chosen, onType, onChoose } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { suggestions, status, failure } = useAddressSearch(value, chosen);
  const typing = !chosen && value.trim().length > 0;
  const message = statusText(status, suggestions.length, failure);

  function choose(id: string) {
    const suggestion = suggestions.find((candidate) => candidate.id === id);
    if (!suggestion) return;
    onChoose(suggestion);
    combobox.closeDropdown();
  }

  return (
    <>
      {/* Below the field at every size: on a phone the keyboard leaves little room, and a list that
          flips above the field covers what was typed (shift keeps it on screen sideways). */}
      <Combobox
        store={combobox}
        onOptionSubmit={choose}
        position="bottom-start"
        middlewares={{ flip: false, shift: true }}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            label={label}
            description={description}
            error={error}
            required
            value={value}
            autoComplete="off"
            aria-autocomplete="list"
            data-path={props['data-path']}
            rightSection={status === 'loading' ? <Loader size={18} aria-hidden /> : null}
            onChange={(event) => {
              onType(event.currentTarget.value);
              combobox.openDropdown();
              combobox.resetSelectedOption();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!typing}>
          <Combobox.Options aria-label={label}>
            {suggestions.map((suggestion) => (
              <Combobox.Option value={suggestion.id} key={suggestion.id}>
                {suggestion.place_name}
              </Combobox.Option>
            ))}
          </Combobox.Options>
          <DropdownNote status={status} hasSuggestions={suggestions.length > 0} failure={failure} />
        </Combobox.Dropdown>
      </Combobox>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </>
  );
}

interface DropdownNoteProps {
  status: AddressSearchStatus;
  hasSuggestions: boolean;
  failure: string;
}

/** Below the options: a hint, "Buscando direcciones…", 'Sin resultados' or the failure. */
function DropdownNote({ status, hasSuggestions, failure }: DropdownNoteProps) {
  let note = '';
  if (status === 'idle') note = words.typeMore;
  else if (status === 'loading' && !hasSuggestions) note = words.searching;
  else if (status === 'empty') note = words.noResults;
  else if (status === 'unavailable') note = failure;
  if (!note) return null;
  return (
    <Combobox.Empty>
      <Text size="sm" c={status === 'unavailable' ? 'red.9' : 'gray.7'} ta="left">
        {note}
      </Text>
    </Combobox.Empty>
  );
}
