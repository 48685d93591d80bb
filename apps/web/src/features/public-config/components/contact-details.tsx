import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { toMailtoHref, toTelHref } from '@brillo/domain/contact-links';
import { usePublicConfig } from '@/hooks/use-public-config';
import classes from './contact-details.module.css';

/** The footer's city, email and phone. A skeleton while loading; nothing if they cannot be read. */
export function ContactDetails() {
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <Stack gap={8} aria-hidden="true" className={classes.skeleton}>
        <Skeleton height={14} width="60%" />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="75%" />
      </Stack>
    );
  }
  if (!config.data) return null;
  const { city, contactEmail, contactPhone } = config.data;
  return (
    <address className={classes.address}>
      <Text fw={700} size="sm">
        {commonTexts.footer.contactLabel}
      </Text>
      <Text size="sm">{city}</Text>
      <Text size="sm">
        <span className={classes.label}>{commonTexts.footer.emailLabel}: </span>
        <Anchor href={toMailtoHref(contactEmail)} inherit>
          {contactEmail}
        </Anchor>
      </Text>
      <Text size="sm">
        <span className={classes.label}>{commonTexts.footer.phoneLabel}: </span>
        <Anchor href={toTelHref(contactPhone)} inherit>
          {contactPhone}
        </Anchor>
      </Text>
    </address>
  );
}
