import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { BrandMark } from '@/components/brand-mark';
import look from '@/components/plain-look.module.css';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ContactDetails } from '@/features/public-config/components/contact-details';
import classes from './site-footer.module.css';

export function SiteFooter() {
  // Busy while the contact details load, so assistive technology waits for them.
  const { isPending } = usePublicConfig();
  return (
    <footer className={classes.footer} aria-busy={isPending}>
      <div className={`${look.container} ${classes.inner}`} data-size="lg">
        <div className={classes.columns}>
          <div className={classes.brand}>
            <BrandMark size={24} />
            <p className={look.text} data-bold="">
              {commonTexts.brand.name}
            </p>
          </div>
          <ContactDetails />
          <nav aria-label={commonTexts.footer.legalLabel}>
            <ul className={classes.links}>
              <li>
                <Link to={paths.privacy} className={look.anchor} data-size="sm">
                  {commonTexts.footer.privacy}
                </Link>
              </li>
              <li>
                <Link to={paths.terms} className={look.anchor} data-size="sm">
                  {commonTexts.footer.terms}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
        <p className={`${look.text} ${classes.copyright}`} data-size="sm">
          {commonTexts.footer.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
