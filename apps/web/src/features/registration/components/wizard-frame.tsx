import type { ReactNode, RefObject } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { paths } from '@/config/paths';
import { RETURN_PARAM, withReturnPath } from '@/lib/return-path';
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
 * 'Siguiente' (or 'Registrarme' on the last step, after what signing up accepts). Enter in a field
 * means 'Siguiente'. Under the form, the way to sign in for someone who has an account.
 */
export function WizardFrame(props: WizardFrameProps) {
  const { titles, active, headingRef, announcement, notice, pending, onNext, onBack } = props;
  const isLast = active === titles.length - 1;
  // Someone who came to sign up from a page to return to can sign in instead and still return.
  const [query] = useSearchParams();
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
              <Title order={2} ref={headingRef} tabIndex={-1} style={{ scrollMarginTop: 40 }}>
                {titles[active]}
              </Title>
            </Stack>
            {notice}
            {props.children}
            {isLast && <TermsAcceptance />}
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
      <Text size="sm" ta="center">
        {words.haveAccount}{' '}
        <Anchor
          component={Link}
          to={withReturnPath(paths.signIn, query.get(RETURN_PARAM))}
          fw={600}
        >
          {words.signIn}
        </Anchor>
      </Text>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}

/** 'Al registrarte aceptas los Términos y condiciones y la Política de privacidad de Brillo.' */
function TermsAcceptance() {
  const terms = words.terms;
  // In a new tab, so the wizard and what was typed stay where they are.
  const documentLink = (to: string, label: string) => (
    <Anchor href={to} target="_blank" rel="noopener">
      {label}
      <VisuallyHidden> {terms.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
  return (
    <Text size="sm" c="gray.7">
      {terms.before}
      {documentLink(paths.terms, terms.terms)}
      {terms.between}
      {documentLink(paths.privacy, terms.privacy)}
      {terms.after}
    </Text>
  );
}
