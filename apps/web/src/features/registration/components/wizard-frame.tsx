import type { ReactNode, RefObject } from 'react';
import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { WizardProgress } from './wizard-progress';

const words = registrationTexts;

interface WizardFrameProps {
  titles: readonly string[];
  active: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The spoken step change ("Paso 2 de 4: Antecedentes"). */
  announcement: string;
  /** Alerts above the fields (a restored draft, a refusal…). */
  notice?: ReactNode;
  pending: boolean;
  onNext: () => void;
  onBack: () => void;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * What every step shares: the progress list, the step's heading, its fields, and 'Atrás' /
 * 'Siguiente' (or 'Registrarme' on the last step). Enter in a field means 'Siguiente'.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { titles, active, headingRef, announcement, notice, pending, onNext, onBack } = props;
  const isLast = active === titles.length - 1;
  return (
    <Stack gap="lg">
      <WizardProgress titles={titles} active={active} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!pending) onNext();
          }}
        >
          <Stack gap="md">
            <Stack gap={2}>
              <Text size="sm" c="gray.7">
                {words.stepOf(active + 1, titles.length)}
              </Text>
              <Title order={2} ref={headingRef} tabIndex={-1}>
                {titles[active]}
              </Title>
            </Stack>
            {notice}
            {props.children}
            <Group justify="space-between" mt="xs" gap="sm">
              {active > 0 ? (
                <Button variant="default" onClick={onBack} disabled={pending}>
                  {words.back}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={pending}>
                {isLast ? words.submit : words.next}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
