import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { BrandMark } from '@/components/brand-mark';
import look from '@/components/plain-look.module.css';
import { paths } from '@/config/paths';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';
import classes from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={classes.header}>
      <div className={`${look.container} ${classes.inner}`} data-size="lg">
        <Link to={paths.home} className={classes.brand}>
          <BrandMark />
          <span>{commonTexts.brand.name}</span>
        </Link>
        <nav aria-label={commonTexts.nav.label} className={classes.desktopNav}>
          <NavLinks orientation="horizontal" />
        </nav>
        <MobileNav />
      </div>
    </header>
  );
}
