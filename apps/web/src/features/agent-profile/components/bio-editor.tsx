import { useEffect, useState, type FormEvent } from 'react';
import { Blockquote, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  BIO_MAX_LENGTH,
  BioSchema,
  bioLength,
  formatCount,
} from '@brillo/domain/contracts/agent-profile';
import { agentProfileTexts } from '@brillo/domain/texts/agent-profile.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useBio, useUpdateBio } from '../api/bio';
import { BioCounterAnnouncer, counterText } from './bio-counter';
import { LoadingState, LoadFailed } from '@/components/load-states';

const texts = agentProfileTexts.bio;

/** The current biography in quotes, or the spec's fallback when there is none. */
export function CurrentBio({ bio }: { bio: string }) {
  if (!bio) return <Text>{texts.empty}</Text>;
  return <Blockquote p="md">“{bio}”</Blockquote>;
}

/**
 * /bio (spec §2 "Other agent screens", decision 30): the current biography and a form to change
 * it, with a live counter of the 1,000 characters. A text over the limit is kept in the field (a
 * paste is never cut) and refused with a Spanish message before anything is sent; a refusal from
 * the server keeps what was typed.
 */
export function BioEditor() {
  const bio = useBio();
  const { isError, errorUpdatedAt } = bio;

  useEffect(() => {
    if (isError) notify('error', texts.loadFailed);
  }, [isError, errorUpdatedAt]);

  if (bio.isPending) {
    return <LoadingState text={texts.loading} />;
  }
  if (bio.isError) {
    return <LoadFailed text={texts.loadFailed} onRetry={() => void bio.refetch()} />;
  }
  return <BioForm current={bio.data.bio} />;
}

function BioForm({ current }: { current: string }) {
  const [text, setText] = useState(current);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const updateBio = useUpdateBio();
  const length = bioLength(text.trim());
  const over = length > BIO_MAX_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = BioSchema.safeParse(text);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? texts.updateFailed);
      return;
    }
    setFieldError(null);
    updateBio.mutate(
      { bio: text },
      {
        onSuccess: (answer) => {
          if (answer) {
            setText(answer.bio);
            notify('success', answer.message);
          } else {
            setText(checked.data);
            notify('success', texts.unchanged);
          }
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.fields?.bio : undefined;
          if (message) {
            setFieldError(message);
            return;
          }
          const shown = error.message || texts.updateFailed;
          notify('error', shown);
          setFailure({ message: shown, at: Date.now() });
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {texts.current}
        </Title>
        <CurrentBio bio={current} />
      </Stack>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          {failure ? <FormErrorAlert key={failure.at} message={failure.message} /> : null}
          <Text>{texts.description}</Text>
          <Textarea
            label={texts.label}
            description={counterText(length)}
            descriptionProps={{
              c: over ? 'red.8' : undefined,
              ta: 'right',
              fw: over ? 700 : undefined,
            }}
            rows={8}
            resize="vertical"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (fieldError) setFieldError(null);
            }}
            error={over ? texts.tooLong(formatCount(BIO_MAX_LENGTH)) : fieldError}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <BioCounterAnnouncer length={length} />
          <Group>
            <Button type="submit" loading={updateBio.isPending}>
              {texts.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
