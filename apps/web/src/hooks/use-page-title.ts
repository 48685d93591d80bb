import { useDocumentTitle } from '@mantine/hooks';
import { texts } from '@brillo/domain/texts.es-CL';

/** Sets the browser tab's title: "Página · Brillo", or Brillo's own title for the home page. */
export function usePageTitle(page?: string): void {
  useDocumentTitle(page ? texts.app.pageTitle(page) : texts.app.homeTitle);
}
