/**
 * The app shell every page shows: brand, generic errors, navigation bar, footer, the not-found
 * and error pages, session notices, sign-in prompt and shared controls. Ships with the entry.
 * Naming and the list of files: ./README.md.
 */
export const commonTexts = {
  brand: {
    name: 'Brillo',
    tagline: 'Limpieza de hogares en Chile, con agentes de confianza',
  },
  errors: {
    notFound: 'No encontramos lo que buscas.',
    routeNotFound: 'La ruta solicitada no existe.',
    malformedBody: 'El cuerpo de la solicitud no es JSON válido.',
    malformedRequest: 'La solicitud no es válida.',
    methodNotAllowed: 'Brillo no acepta ese método de solicitud.',
    malformedUrl: 'La dirección de la solicitud no es válida.',
    urlTooLong: 'La dirección de la solicitud es demasiado larga.',
    headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
    validation: 'Algunos datos no son válidos. Revisa los campos marcados.',
    unauthorized: 'Debes iniciar sesión para continuar.',
    forbidden: 'No tienes permiso para realizar esta acción.',
    conflict: 'La solicitud entra en conflicto con el estado actual.',
    tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    payloadTooLarge: 'La solicitud es demasiado grande.',
    unsupportedMediaType: 'El tipo de contenido no es compatible.',
    internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
    unavailable: 'El servicio no está disponible en este momento.',
    restarting: 'El servicio se está reiniciando. Inténtalo de nuevo en unos segundos.',
  },
  app: {
    skipToContent: 'Saltar al contenido principal',
    pageTitle: (page: string) => `${page} · Brillo`,
    homeTitle: 'Brillo · Limpieza de hogares en Chile',
    loading: 'Cargando…',
    routeErrorTitle: 'Algo salió mal',
    routeErrorBody: 'No pudimos mostrar esta página. Recárgala o vuelve al inicio.',
    reload: 'Recargar la página',
  },
  nav: {
    label: 'Navegación principal',
    home: 'Inicio',
    dashboard: 'Dashboard',
    offers: 'Ofertas',
    help: 'Ayuda',
    comingSoon: 'Pronto',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menuTitle: 'Menú',
  },
  footer: {
    contactLabel: 'Contacto',
    legalLabel: 'Información legal',
    emailLabel: 'Correo',
    phoneLabel: 'Teléfono',
    privacy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    copyright: (year: number) => `© ${year} Brillo`,
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o cambió de dirección.',
    backHome: 'Volver al inicio',
  },
  session: {
    signedOut: 'Sesión cerrada. ¡Hasta pronto!',
    signOutFailed: 'No se pudo cerrar la sesión.',
    signingOut: 'Cerrando sesión…',
  },
  guards: {
    title: 'Inicia sesión para continuar',
    prompt: 'Por favor inicia sesión o regístrate para ver este contenido.',
    actionsLabel: 'Opciones de acceso',
  },
  controls: {
    showPassword: 'Mostrar contraseña',
    closeNotification: 'Cerrar aviso',
    /** Asks again for data whose read failed. */
    retry: 'Reintentar',
  },
} as const;
