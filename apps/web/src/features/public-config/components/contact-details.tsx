import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { toMailtoHref, toTelHref } from '@brillo/domain/contact-links';
import look from '@/components/plain-look.module.css';
import { usePublicConfig } from '@/hooks/use-public-config';
import classes from './contact-details.module.css';

/** The footer's city, email and phone. A skeleton while loading; nothing if they cannot be read. */
export function ContactDetails() {
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <div aria-hidden="true" className={classes.skeleton}>
        <div className={look.skeleton} style={{ width: '60%' }} />
        <div className={look.skeleton} style={{ width: '90%' }} />
        <div className={look.skeleton} style={{ width: '75%' }} />
      </div>
    );
  }
  if (!config.data) return null;
  const { city, contactEmail, contactPhone } = config.data;
  return (
    <address className={classes.address}>
      <p className={look.text} data-size="sm" data-bold="">
        {commonTexts.footer.contactLabel}
      </p>
      <p className={look.text} data-size="sm">
        {city}
      </p>
      <p className={look.text} data-size="sm">
        <span className={classes.label}>{commonTexts.footer.emailLabel}: </span>
        <a href={toMailtoHref(contactEmail)} className={look.anchor}>
          {contactEmail}
        </a>
      </p>
      <p className={look.text} data-size="sm">
        <span className={classes.label}>{commonTexts.footer.phoneLabel}: </span>
        <a href={toTelHref(contactPhone)} className={look.anchor}>
          {contactPhone}
        </a>
      </p>
    </address>
  );
}
