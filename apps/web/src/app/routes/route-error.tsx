import { Link } from 'react-router';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import buttons from '@/components/button-look.module.css';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import classes from './route-error.module.css';

/**
 * Shown inside the layout when a page fails to load or render (for example, a lost connection).
 * It ships with the entry, so it is built from plain elements rather than Mantine components
 * (issue 17: the home page's JavaScript).
 */
export function RouteError() {
  usePageTitle(commonTexts.app.routeErrorTitle);
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{commonTexts.app.routeErrorTitle}</h1>
      <p className={classes.body}>{commonTexts.app.routeErrorBody}</p>
      <div className={classes.actions}>
        <button
          type="button"
          className={buttons.button}
          data-size="sm"
          onClick={() => window.location.reload()}
        >
          {commonTexts.app.reload}
        </button>
        <Link to={paths.home} className={buttons.button} data-size="sm" data-variant="default">
          {commonTexts.notFound.backHome}
        </Link>
      </div>
    </div>
  );
}
