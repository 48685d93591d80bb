import type { UseFormReturnType } from '@mantine/form';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';

export interface AddressValues<Personal extends { address: string }> {
  addressQuery: string;
  personalData: Personal;
}

const ADDRESS_PATH = 'personalData.address';

/**
 * Ties the address search to a wizard form. Choosing a suggestion stores its parts (through
 * `withChosen`); typing again forgets them, so text nobody chose never passes as an address and
 * the step's schema asks for a valid one.
 */
export function addressSearchProps<Personal extends { address: string }>(
  form: UseFormReturnType<AddressValues<Personal>>,
  withChosen: (personalData: Personal, suggestion: AddressSuggestion | null) => Personal,
) {
  const { addressQuery, personalData } = form.getValues();
  function update(text: string, suggestion: AddressSuggestion | null) {
    const current = form.getValues().personalData;
    form.setValues({ addressQuery: text, personalData: withChosen(current, suggestion) });
    form.clearFieldError(ADDRESS_PATH);
  }
  return {
    value: addressQuery,
    chosen: personalData.address !== '' && personalData.address === addressQuery,
    error: form.errors[ADDRESS_PATH],
    'data-path': ADDRESS_PATH,
    onType: (text: string) => update(text, null),
    onChoose: (suggestion: AddressSuggestion) => update(suggestion.place_name, suggestion),
  };
}
