import { VisuallyHidden } from '@mantine/core';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import classes from './wizard-progress.module.css';

interface WizardProgressProps {
  titles: readonly string[];
  /** The current step, from 0. */
  active: number;
}

/**
 * The step indicator: an ordered list whose current item is `aria-current="step"` and whose done
 * items say so. A list rather than Mantine's Stepper, whose steps are buttons that do nothing here.
 */
export function WizardProgress({ titles, active }: WizardProgressProps) {
  return (
    <ol className={classes.list} aria-label={registrationTexts.progressLabel}>
      {titles.map((title, index) => {
        const state = index < active ? 'done' : index === active ? 'current' : 'next';
        return (
          <li
            key={title}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={classes.marker} aria-hidden>
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={classes.label}>
              {title}
              {state === 'done' ? (
                <VisuallyHidden> {registrationTexts.stepDone}</VisuallyHidden>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
