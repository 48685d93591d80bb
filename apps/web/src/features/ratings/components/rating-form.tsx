import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { formatCount } from '@brillo/domain/contracts/agent-profile';
import {
  RATING_COMMENT_MAX_LENGTH,
  RatingFormSchema,
  commentLength,
} from '@brillo/domain/contracts/ratings';
import type { CustomerBooking } from '@brillo/domain/contracts/customer-bookings';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRateBooking } from '../api/ratings';
import { StarPicker } from './star-picker';

const texts = ratingsTexts.form;

interface FieldErrors {
  rating?: string;
  comment?: string;
}

/**
 * The rating of one finished booking (decision 29): the stars, the comment with its counter, and
 * 'Enviar evaluación'. What the contract refuses is shown at its field before anything is sent;
 * a refusal of the server is shown in Spanish in the form and as a notification (the spec only
 * logs it).
 */
export function RatingForm({
  booking,
  onSent,
}: {
  booking: CustomerBooking;
  onSent: (message: string) => void;
}) {
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; at: number } | null>(null);
  const rate = useRateBooking();
  const length = commentLength(comment.trim());
  const over = length > RATING_COMMENT_MAX_LENGTH;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = RatingFormSchema.safeParse({ rating: stars, comment });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'rating' || field === 'comment') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    rate.mutate(
      {
        booking_id: booking.id,
        agent_id: booking.agent.id,
        rating: checked.data.rating,
        comment: checked.data.comment,
      },
      {
        onSuccess: (answer) => onSent(answer.message),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields?.rating || fields?.comment) {
            setErrors({ rating: fields.rating, comment: fields.comment });
          }
          const message =
            error instanceof ApiError && error.message
              ? texts.failed(error.message)
              : texts.failedDefault;
          notify('error', message);
          setFailure({ message, at: Date.now() });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <FormErrorAlert key={failure.at} message={failure.message} /> : null}
        <StarPicker
          value={stars}
          onChange={(value) => {
            setStars(value);
            if (errors.rating) setErrors({ ...errors, rating: undefined });
          }}
          error={errors.rating}
        />
        <Textarea
          label={texts.comment}
          placeholder={texts.commentPlaceholder}
          description={texts.counter(formatCount(length), formatCount(RATING_COMMENT_MAX_LENGTH))}
          descriptionProps={{
            c: over ? 'red.8' : undefined,
            ta: 'right',
            fw: over ? 700 : undefined,
          }}
          rows={4}
          resize="vertical"
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (errors.comment) setErrors({ ...errors, comment: undefined });
          }}
          error={
            over
              ? ratingsTexts.api.commentTooLong(formatCount(RATING_COMMENT_MAX_LENGTH))
              : errors.comment
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group>
          <Button type="submit" loading={rate.isPending}>
            {texts.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
