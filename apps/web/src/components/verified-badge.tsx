import { Badge, type BadgeProps } from '@mantine/core';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';

/**
 * "Verificado" (PD-37): an agent whose identity card and police-record certificate an operator
 * approved. Its title and accessible description say what it means; the word is what shows.
 */
export function VerifiedBadge(props: Omit<BadgeProps, 'children'>) {
  return (
    <Badge
      color="teal.9"
      variant="filled"
      tt="none"
      title={verificationTexts.badgeLabel}
      aria-description={verificationTexts.badgeLabel}
      {...props}
    >
      {verificationTexts.badge}
    </Badge>
  );
}
