import { useEffect } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { bankAccountTypes, chileBanks, type BankAccountType } from '@brillo/domain/chile-banks';
import {
  SaveBankAccountBodySchema,
  type BankAccount,
  type BankAccountAnswer,
  type SaveBankAccountBody,
} from '@brillo/domain/contracts/bank-account';
import { formatDateTime } from '@brillo/domain/format';
import { bankAccountTexts } from '@brillo/domain/texts/bank-account.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useBankAccount, useSaveBankAccount } from '../api/bank-account';

const texts = bankAccountTexts;
const FIELD_ORDER = ['rut', 'bank', 'accountType', 'accountNumber', 'holderRut'] as const;

/** The form's values: text as typed; the bank and type empty until chosen. */
type Values = { [Field in (typeof FIELD_ORDER)[number]]: string };

/**
 * /cuenta-bancaria (PD-42): the account the agent is paid to, and the form to register it or a new
 * one. The number is never shown whole, not even to its owner; the agent's RUT is fixed by the
 * first account.
 */
export function BankAccountEditor({ timeZone }: { timeZone: string }) {
  const current = useBankAccount();
  const { isError, errorUpdatedAt } = current;
  useEffect(() => {
    if (isError) notify('error', texts.loadFailed);
  }, [isError, errorUpdatedAt]);

  if (current.isPending) return <LoadingState text={texts.loading} />;
  if (current.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void current.refetch()} />;
  }
  return (
    <Stack gap="lg">
      {current.data.account ? (
        <CurrentAccount account={current.data.account} timeZone={timeZone} />
      ) : (
        <Text>{texts.noAccount}</Text>
      )}
      <AccountForm current={current.data} />
    </Stack>
  );
}

function CurrentAccount({ account, timeZone }: { account: BankAccount; timeZone: string }) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="current-account">
      <Stack gap={4}>
        <Title order={2} size="h3" id="current-account">
          {texts.current}
        </Title>
        <Text fw={600}>{account.bankName}</Text>
        <Text>
          {texts.bankTypes[account.accountType]} ·{' '}
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            {account.maskedNumber}
          </Text>
        </Text>
        <Text size="sm">
          {texts.fields.holderRut}: {account.holderRut}
        </Text>
        {account.payableNow ? null : (
          <Text size="sm">{texts.payableFrom(formatDateTime(account.payableFrom, timeZone))}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function AccountForm({ current }: { current: BankAccountAnswer }) {
  const save = useSaveBankAccount();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      rut: current.rut ?? '',
      bank: current.account?.bank ?? '',
      accountType: current.account?.accountType ?? '',
      accountNumber: '',
      holderRut: current.rut ?? '',
    },
    validate: schemaResolver(SaveBankAccountBodySchema, { sync: true }),
  });
  const error = formLevelError(save.error, FIELD_ORDER);

  function submit(values: Values) {
    // Checked by the contract's schema before this runs; sent as typed, the server reads it alike.
    save.mutate(values as SaveBankAccountBody, {
      onSuccess: (answer) => {
        notify('success', answer.message);
        form.setFieldValue('accountNumber', '');
      },
      onError: (failure) => showFieldErrors(form, FIELD_ORDER, failure),
    });
  }

  return (
    <form
      noValidate
      onSubmit={submitOrFocusError(form, FIELD_ORDER, submit)}
      aria-labelledby="account-form-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="account-form-title">
          {current.account ? texts.changeTitle : texts.firstTitle}
        </Title>
        {error ? (
          <FormErrorAlert key={save.submittedAt} message={error.message || texts.saveFailed} />
        ) : null}
        <TextInput
          label={texts.fields.rut}
          description={current.rut ? texts.fields.rutFixedHint : texts.fields.rutHint}
          required
          readOnly={current.rut !== null}
          variant={current.rut === null ? 'default' : 'filled'}
          autoComplete="off"
          key={form.key('rut')}
          {...form.getInputProps('rut')}
        />
        <NativeSelect
          label={texts.fields.bank}
          required
          data={[
            { value: '', label: texts.bankPlaceholder },
            ...chileBanks.map((bank) => ({ value: bank.id, label: bank.name })),
          ]}
          key={form.key('bank')}
          {...form.getInputProps('bank')}
        />
        <Radio.Group
          label={texts.fields.accountType}
          required
          key={form.key('accountType')}
          {...form.getInputProps('accountType')}
        >
          <Stack gap="xs" mt="xs">
            {bankAccountTypes.map((type: BankAccountType) => (
              <Radio key={type} value={type} label={texts.bankTypes[type]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={texts.fields.accountNumber}
          required
          inputMode="numeric"
          autoComplete="off"
          key={form.key('accountNumber')}
          {...form.getInputProps('accountNumber')}
        />
        <TextInput
          label={texts.fields.holderRut}
          description={texts.fields.holderRutHint}
          required
          autoComplete="off"
          key={form.key('holderRut')}
          {...form.getInputProps('holderRut')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {texts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
