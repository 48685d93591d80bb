import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { geocodingTexts } from '@brillo/domain/texts/geocoding.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { answerPost, server } from '../../../../test/server';
import {
  addressSearch,
  answerAddressSearch,
  button,
  completeAccountStep,
  completePersonalStep,
  customer,
  providenciaAddress,
  renderCustomerWizard,
  textbox,
} from '../testing/customer-wizard';

const { fields, choices, addressSearch: words } = registrationTexts;
const v = validationTexts;

async function renderPersonalStep() {
  const view = renderCustomerWizard();
  await completeAccountStep(view.user);
  return view;
}

describe('the personal data step of the customer wizard', () => {
  it('asks for every missing field in Spanish and focuses the first one', async () => {
    const { user } = await renderPersonalStep();

    await user.click(button(registrationTexts.submit));

    const gender = screen.getByRole('radiogroup', { name: fields.gender });
    expect(gender).toHaveAccessibleDescription(expect.stringContaining(v.genderRequired));
    const birthDate = screen.getByRole('group', { name: fields.birthDate });
    expect(birthDate).toHaveAccessibleDescription(v.birthDateRequired);
    for (const part of [fields.day, fields.month, fields.year]) {
      expect(screen.getByRole('combobox', { name: part })).toHaveAttribute('aria-invalid', 'true');
    }
    expectFieldError(
      screen.getByRole('combobox', { name: fields.nationality }),
      v.nationalityRequired,
    );
    expectFieldError(addressSearch(), v.customerAddressRequired);
    expectFieldError(textbox(fields.addressExtra), v.addressExtraRequired);
    expectFieldError(textbox(fields.postcode), v.postcodeRequired);
    expect(screen.getByRole('radio', { name: choices.customerGender.female })).toHaveFocus();
  });

  it('suggests the addresses the API finds and fills in the postcode of the chosen one', async () => {
    const searched = answerAddressSearch([providenciaAddress]);
    const { user } = await renderPersonalStep();

    await user.type(addressSearch(), 'Providencia 12');

    expect(
      await screen.findByRole('option', { name: providenciaAddress.place_name }),
    ).toBeVisible();
    expect(screen.getByText(words.suggestionsCount(1))).toHaveAttribute('role', 'status');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(addressSearch()).toHaveValue(providenciaAddress.place_name);
    expect(textbox(fields.postcode)).toHaveValue(providenciaAddress.postcode);
    expect(searched).toContain('Providencia 12');
  });

  it('says when the address search is unavailable and keeps what was typed', async () => {
    server.use(
      http.get('/api/geocoding/addresses', () =>
        apiError(503, { code: 'GEOCODER_UNAVAILABLE', message: geocodingTexts.unavailable }),
      ),
    );
    const { user } = await renderPersonalStep();

    await user.type(addressSearch(), 'Providencia 12');

    // Under the input for the eyes, and in the status region for screen readers.
    const messages = await screen.findAllByText(geocodingTexts.unavailable);
    expect(messages).toHaveLength(2);
    expect(messages.filter((message) => message.getAttribute('role') === 'status')).toHaveLength(1);
    expect(addressSearch()).toHaveValue('Providencia 12');
  });

  it('registers the customer with what was entered and asks to confirm the email', async () => {
    const bodies = answerPost('/api/sign-up', () =>
      HttpResponse.json({ userId: 'user-7', email: customer.email }, { status: 201 }),
    );
    const { user } = await renderPersonalStep();
    await completePersonalStep(user);

    await user.click(button(registrationTexts.submit));

    const heading = await screen.findByRole('heading', { name: registrationTexts.success.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(registrationTexts.success.body(customer.email))).toBeVisible();
    expect(bodies).toEqual([
      {
        rol: 'customer',
        name: customer.name,
        phone: `+569${customer.phoneDigits}`,
        email: customer.email,
        password: customer.password,
        personalData: {
          gender: 'female',
          birthDate: customer.birthDate,
          nationality: 'Peruvian',
          address: providenciaAddress.place_name,
          addressExtra: customer.addressExtra,
          postcode: providenciaAddress.postcode,
        },
      },
    ]);
  });
});
