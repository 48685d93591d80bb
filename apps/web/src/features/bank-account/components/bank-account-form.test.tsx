import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  BankAccount,
  BankAccountAnswer,
  SavedBankAccount,
} from '@brillo/domain/contracts/bank-account';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost, server } from '../../../../test/server';
import { BankAccountEditor } from './bank-account-form';

const texts = bankAccountTexts;
const PATH = '/api/agents/bank-account';
const ZONE = 'America/Santiago';

const account: BankAccount = {
  bank: 'bancoestado',
  bankName: 'BancoEstado',
  accountType: 'vista',
  maskedNumber: '•••• 5678',
  holderRut: '12.345.678-5',
  createdAt: '2026-11-30T12:00:00.000Z',
  payableFrom: '2026-12-01T12:00:00.000Z',
  payableNow: false,
};

function answerRead(answer: BankAccountAnswer) {
  server.use(http.get(PATH, () => HttpResponse.json(answer)));
}

/** A text field by the start of its label (a required one's ends with ' *'). */
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('BankAccountEditor', () => {
  it('checks every field before sending, and registers a first account as typed', async () => {
    answerRead({ rut: null, account: null });
    const saved: SavedBankAccount = {
      message: texts.saved,
      changed: true,
      rut: '12.345.678-5',
      account,
    };
    const sent = answerPost(PATH, () => HttpResponse.json(saved));
    const { user } = renderWithProviders(<BankAccountEditor timeZone={ZONE} />);

    expect(await screen.findByText(texts.noAccount)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.save }));
    expectFieldError(textbox(texts.fields.rut), texts.errors.rutRequired);
    expect(textbox(texts.fields.rut)).toHaveFocus();
    expectFieldError(screen.getByRole('combobox', { name: /^Banco/ }), texts.errors.bankRequired);
    expectFieldError(textbox(texts.fields.accountNumber), texts.errors.accountNumberFormat);
    expect(sent).toEqual([]);

    await user.type(textbox(texts.fields.rut), '12.345.678-4');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expectFieldError(textbox(texts.fields.rut), texts.errors.rutVerifier);

    await user.clear(textbox(texts.fields.rut));
    await user.type(textbox(texts.fields.rut), '12345678-5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Banco/ }), 'BancoEstado');
    await user.click(screen.getByRole('radio', { name: texts.bankTypes.vista }));
    await user.type(textbox(texts.fields.accountNumber), '12.345.678');
    await user.type(textbox(texts.fields.holderRut), '11.111.111-1');
    await user.click(screen.getByRole('button', { name: texts.save }));
    expectFieldError(textbox(texts.fields.holderRut), texts.errors.holderNotAgent);
    expect(sent).toEqual([]);

    await user.clear(textbox(texts.fields.holderRut));
    await user.type(textbox(texts.fields.holderRut), '12.345.678-5');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          rut: '12345678-5',
          bank: 'bancoestado',
          accountType: 'vista',
          accountNumber: '12.345.678',
          holderRut: '12.345.678-5',
        },
      ]),
    );
    expect(await screen.findByText(texts.saved)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.current })).toHaveTextContent(
      'Cuenta vista o CuentaRUT · •••• 5678',
    );
    expect(screen.getByText(/Recibirá pagos desde el 1 dic 2026/)).toBeInTheDocument();
    expect(textbox(texts.fields.accountNumber)).toHaveValue('');
  });

  it('shows the account in use and keeps the agent’s RUT as it is', async () => {
    answerRead({ rut: '12.345.678-5', account: { ...account, payableNow: true } });
    renderWithProviders(<BankAccountEditor timeZone={ZONE} />);
    expect(await screen.findByRole('heading', { name: texts.current })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.changeTitle })).toBeInTheDocument();
    expect(screen.queryByText(/Recibirá pagos desde/)).toBeNull();
    const rut = textbox(texts.fields.rut);
    expect(rut).toHaveValue('12.345.678-5');
    expect(rut).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /^Banco/ })).toHaveValue('bancoestado');
    expect(screen.getByRole('radio', { name: texts.bankTypes.vista })).toBeChecked();
    expect(screen.queryByText('12345678')).toBeNull();
  });

  it('puts the server’s refusal on its field, keeping what was typed', async () => {
    answerRead({ rut: null, account: null });
    answerPost(PATH, () =>
      apiError(400, {
        code: 'VALIDATION_ERROR',
        message: 'Revisa los datos.',
        fields: { rut: texts.errors.rutTaken },
      }),
    );
    const { user } = renderWithProviders(<BankAccountEditor timeZone={ZONE} />);
    await user.type(await screen.findByRole('textbox', { name: /^Tu RUT/ }), '12.345.678-5');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Banco/ }), 'Tenpo');
    await user.click(screen.getByRole('radio', { name: texts.bankTypes.vista }));
    await user.type(textbox(texts.fields.accountNumber), '111122223333');
    await user.type(textbox(texts.fields.holderRut), '12.345.678-5');
    await user.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expectFieldError(textbox(texts.fields.rut), texts.errors.rutTaken));
    expect(textbox(texts.fields.rut)).toHaveFocus();
    expect(textbox(texts.fields.accountNumber)).toHaveValue('111122223333');
  });

  it('says when the account could not be read, with a way to try again', async () => {
    server.use(http.get(PATH, () => apiError(500, { code: 'INTERNAL', message: 'Error' })));
    renderWithProviders(<BankAccountEditor timeZone={ZONE} />);
    expect(await screen.findAllByText(texts.loadFailed)).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: commonTexts.controls.retry })).toBeInTheDocument();
  });
});
