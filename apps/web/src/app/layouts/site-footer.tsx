import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { BrandMark } from '@/components/brand-mark';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ContactDetails } from '@/features/public-config/components/contact-details';
import classes from './site-footer.module.css';

export function SiteFooter() {
  // Busy while the contact details load, so assistive technology waits for them.
  const { isPending } = usePublicConfig();
  return (
    <footer className={classes.footer} aria-busy={isPending}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.columns}>
          <div className={classes.brand}>
            <BrandMark size={24} />
            <Text fw={700}>{commonTexts.brand.name}</Text>
          </div>
          <ContactDetails />
          <nav aria-label={commonTexts.footer.legalLabel}>
            <ul className={classes.links}>
              <li>
                <Anchor component={Link} to={paths.privacy} size="sm">
                  {commonTexts.footer.privacy}
                </Anchor>
              </li>
              <li>
                <Anchor component={Link} to={paths.terms} size="sm">
                  {commonTexts.footer.terms}
                </Anchor>
              </li>
            </ul>
          </nav>
        </div>
        <Text size="sm" className={classes.copyright}>
          {commonTexts.footer.copyright(new Date().getFullYear())}
        </Text>
      </Container>
    </footer>
  );
}
