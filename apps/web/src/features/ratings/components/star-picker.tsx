import { useId } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { Star } from '@/components/star-rating';
import classes from './star-picker.module.css';

const texts = ratingsTexts.form;

interface StarPickerProps {
  value: number | null;
  onChange: (stars: number) => void;
  error?: string | null;
}

/**
 * Five stars as a radio group (decision 29; WAI-ARIA radio group pattern on native radios): Tab
 * enters the group, the arrow keys choose, and each star's name is 'N de 5 estrellas'. The stars up
 * to the chosen one are filled.
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const name = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <Text component="legend" fw={600} size="sm">
        {texts.legend}
      </Text>
      <div className={classes.stars}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={classes.star}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(stars)}
            />
            <Star size={30} fill={value !== null && stars <= value ? 'full' : 'empty'} />
            <VisuallyHidden>{ratingsTexts.stars(stars)}</VisuallyHidden>
          </label>
        ))}
      </div>
      <Text id={hintId} size="xs" c="gray.7">
        {value === null ? texts.ratingHint : ratingsTexts.stars(value)}
      </Text>
      {error ? (
        <Text id={errorId} size="sm" c="red.8" fw={600}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
