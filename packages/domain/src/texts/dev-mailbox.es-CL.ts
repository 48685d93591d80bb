/**
 * The development mailbox page `/dev/mailbox`.
 * Naming and the list of files: ./README.md.
 */
export const devMailboxTexts = {
  title: 'Buzón de desarrollo',
  intro:
    'Aquí ves los correos que Brillo enviaría. Mientras no haya un servidor de correo configurado, se guardan aquí en lugar de enviarse.',
  filterLabel: 'Destinatario',
  filterPlaceholder: 'nombre@correo.cl',
  filterDescription: 'Escribe la dirección completa.',
  filterSubmit: 'Filtrar',
  filterClear: 'Ver todos',
  refresh: 'Actualizar',
  listLabel: 'Correos',
  count: (count: number) => (count === 1 ? '1 correo' : `${count} correos`),
  to: 'Para',
  empty: 'No hay correos todavía',
  emptyHint: 'Cuando Brillo envíe un correo, por ejemplo al crear una cuenta, aparecerá aquí.',
  emptyFiltered: (to: string) => `No hay correos para ${to}.`,
  selectPrompt: 'Selecciona un correo para verlo.',
  previewLabel: 'Correo seleccionado',
  previewFrameTitle: (subject: string) => `Contenido del correo: ${subject}`,
  showText: 'Ver texto',
  disabledTitle: 'El buzón de desarrollo está desactivado',
  disabledBody:
    'Este servidor no muestra los correos. Fuera de producción, actívalo con DEV_MAILBOX=true; si hay un servidor de correo configurado, revisa la casilla de destino.',
  loadError: 'No pudimos cargar los correos.',
  retry: 'Reintentar',
} as const;
