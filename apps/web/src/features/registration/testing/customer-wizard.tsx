/** The customer wizard (/customer-signup) in component tests: render it, find its parts, fill it. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { fieldLabel } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { CustomerSignupWizard } from '../components/customer-signup-wizard';

const { fields, choices } = registrationTexts;

export function renderCustomerWizard() {
  return renderWithProviders(<CustomerSignupWizard />);
}

export const customer = {
  name: 'Javiera Soto',
  phoneDigits: '87654321',
  email: 'javiera.soto@correo.cl',
  password: 'una-clave-segura',
  birthDate: '1988-11-02',
  addressExtra: 'Depto. 502',
};

export const providenciaAddress: AddressSuggestion = {
  id: 'address-providencia-1234',
  place_name: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
  address: 'Av. Providencia 1234',
  comuna: 'Providencia',
  city: 'Santiago',
  region: 'Región Metropolitana de Santiago',
  postcode: '7500000',
};

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const passwordInput = () => screen.getByLabelText(fieldLabel(fields.password));
export const addressSearch = () => screen.getByRole('combobox', { name: fields.address });
export const button = (name: string) => screen.getByRole('button', { name });

/** The heading of the step on screen. */
export const stepHeading = () => screen.getByRole('heading', { level: 2 });

/** Answers every address search with `suggestions`; returns the texts searched for. */
export function answerAddressSearch(suggestions: AddressSuggestion[]): string[] {
  const searched: string[] = [];
  server.use(
    http.get('/api/geocoding/addresses', ({ request }) => {
      searched.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ suggestions });
    }),
  );
  return searched;
}

/**
 * Puts `text` in a field in one go, as autofill or pasting does: quicker than typing it key by key,
 * for the steps a test only needs to get through.
 */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills step 1 with `customer` and goes on to step 2. */
export async function completeAccountStep(user: UserEvent) {
  await fillIn(user, textbox(fields.customerName), customer.name);
  await fillIn(user, textbox(fields.phone), customer.phoneDigits);
  await fillIn(user, textbox(fields.email), customer.email);
  await fillIn(user, passwordInput(), customer.password);
  await user.click(button(registrationTexts.next));
  await screen.findByRole('heading', { level: 2, name: registrationTexts.steps.personal });
}

/** Types in the address search and chooses the suggestion `place_name` once it shows. */
async function chooseAddress(user: UserEvent, typed: string, placeName: string) {
  await user.type(addressSearch(), typed);
  await user.click(await screen.findByRole('option', { name: placeName }));
}

/** Fills step 2 with `customer` and the Providencia address (answered by the search). */
export async function completePersonalStep(user: UserEvent) {
  answerAddressSearch([providenciaAddress]);
  await user.click(screen.getByRole('radio', { name: choices.customerGender.female }));
  const [year = '', month = '', day = ''] = customer.birthDate.split('-');
  await user.selectOptions(screen.getByRole('combobox', { name: fields.day }), String(Number(day)));
  await user.selectOptions(
    screen.getByRole('combobox', { name: fields.month }),
    String(Number(month)),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: fields.year }), year);
  await user.selectOptions(
    screen.getByRole('combobox', { name: fields.nationality }),
    choices.nationality.Peruvian,
  );
  await chooseAddress(user, 'Providencia 12', providenciaAddress.place_name);
  await fillIn(user, textbox(fields.addressExtra), customer.addressExtra);
}
