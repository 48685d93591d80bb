import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@brillo/domain/contracts/account-fields';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { server } from '../../../../test/server';
import {
  button,
  completeAccountStep,
  completePersonalStep,
  customer,
  passwordInput,
  renderCustomerWizard,
  stepHeading,
  textbox,
} from '../testing/customer-wizard';

const { fields, steps } = registrationTexts;
const v = validationTexts;

describe('the account step of the customer wizard', () => {
  it('asks for every missing field in Spanish, sums it up and stays on the step', async () => {
    const { user } = renderCustomerWizard();

    await user.click(button(registrationTexts.next));

    expect(screen.getByRole('alert')).toHaveTextContent(v.completeRequiredFields);
    expectFieldError(textbox(fields.customerName), v.customerNameRequired);
    expectFieldError(textbox(fields.phone), v.phoneRequired);
    expectFieldError(textbox(fields.email), v.emailRequired);
    expectFieldError(passwordInput(), v.passwordRequired);
    expect(textbox(fields.customerName)).toHaveFocus();
    expect(stepHeading()).toHaveTextContent(steps.account);
  });

  it('explains what is wrong with a short phone, an unfinished email and a short password', async () => {
    const { user } = renderCustomerWizard();

    await user.type(textbox(fields.customerName), customer.name);
    await user.type(textbox(fields.phone), '8765');
    await user.type(textbox(fields.email), 'javiera@');
    await user.type(passwordInput(), 'corta{Enter}');

    expectFieldError(textbox(fields.phone), v.phoneFormat);
    expectFieldError(textbox(fields.email), v.emailFormat);
    expectFieldError(passwordInput(), v.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(textbox(fields.customerName)).not.toHaveAttribute('aria-invalid');
    expect(textbox(fields.phone)).toHaveFocus();
  });

  it('moves on to the personal data, announced and focused, once every field is valid', async () => {
    const { user } = renderCustomerWizard();

    await completeAccountStep(user);

    expect(stepHeading()).toHaveTextContent(steps.personal);
    expect(stepHeading()).toHaveFocus();
    expect(
      screen.getByText(registrationTexts.stepAnnouncement(2, 2, steps.personal)),
    ).toHaveAttribute('role', 'status');
  });

  it('comes back here with the API message when the email already has an account', async () => {
    server.use(
      http.post('/api/sign-up', () =>
        apiError(409, {
          code: 'EMAIL_TAKEN',
          message: authTexts.errors.emailTaken,
          fields: { email: authTexts.errors.emailTaken },
        }),
      ),
    );
    const { user } = renderCustomerWizard();
    await completeAccountStep(user);
    await completePersonalStep(user);

    await user.click(button(registrationTexts.submit));

    expect(await screen.findByRole('heading', { level: 2, name: steps.account })).toBeVisible();
    expectFieldError(textbox(fields.email), authTexts.errors.emailTaken);
    expect(textbox(fields.email)).toHaveFocus();
    expect(textbox(fields.email)).toHaveValue(customer.email);
  });
});
