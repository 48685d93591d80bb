import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { Session } from '@brillo/domain/contracts/session';
import { formatDateTime } from '@brillo/domain/format';
import { customerBookingsTexts } from '@brillo/domain/texts/customer-bookings.es-CL';
import { useTimeZone } from '../display';
import { Field } from './booking-list';
import { CustomerScreen } from './customer-screen';
import { LoadingState } from '@/components/load-states';

const texts = customerBookingsTexts.profile;

interface CustomerProfileProps {
  session: Session | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}

function orPlaceholder(value: string | null | undefined, placeholder: string): string {
  return value?.trim() ? value : placeholder;
}

/**
 * /profile (spec §2 "Other customer screens"): the session's email, phone, address, extra
 * information, last sign-in and creation date, with the spec's placeholders. Read-only.
 */
export function CustomerProfile({ session, error, retrying, onRetry }: CustomerProfileProps) {
  const timeZone = useTimeZone();
  let content;
  if (session) {
    const { user } = session;
    content = (
      <Paper withBorder radius="md" p="md">
        <Stack component="dl" gap={6} m={0}>
          <Field label={texts.name}>{user.name}</Field>
          <Field label={texts.email}>{orPlaceholder(user.email, texts.noEmail)}</Field>
          <Field label={texts.phone}>{orPlaceholder(user.phone, texts.noPhone)}</Field>
          <Field label={texts.address}>
            {orPlaceholder(user.personalData?.address, texts.noAddress)}
          </Field>
          <Field label={texts.addressExtra}>
            {orPlaceholder(user.personalData?.addressExtra, texts.noExtra)}
          </Field>
          <Field label={texts.lastSignIn}>{formatDateTime(session.lastSignInAt, timeZone)}</Field>
          <Field label={texts.createdAt}>{formatDateTime(session.createdAt, timeZone)}</Field>
        </Stack>
      </Paper>
    );
  } else if (error) {
    content = (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text>{texts.loadFailed(error.message)}</Text>
          <Button variant="light" loading={retrying} onClick={onRetry}>
            {customerBookingsTexts.list.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = <LoadingState text={texts.loading} />;
  }
  return <CustomerScreen title={texts.title}>{content}</CustomerScreen>;
}
