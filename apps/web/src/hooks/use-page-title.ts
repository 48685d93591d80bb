import { useDocumentTitle } from '@mantine/hooks';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

/** Sets the browser tab's title: "Página · Brillo", or Brillo's own title for the home page. */
export function usePageTitle(page?: string): void {
  useDocumentTitle(page ? commonTexts.app.pageTitle(page) : commonTexts.app.homeTitle);
}
