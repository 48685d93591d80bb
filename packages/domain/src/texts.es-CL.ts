/**
 * Every text a person reads in Brillo, in Chilean Spanish.
 * Grouped by area; components and the API read from here instead of writing strings inline.
 */
export const texts = {
  brand: {
    name: 'Brillo',
    tagline: 'Limpieza de hogares en Chile, con agentes de confianza',
  },
  errors: {
    notFound: 'No encontramos lo que buscas.',
    routeNotFound: 'La ruta solicitada no existe.',
    malformedBody: 'El cuerpo de la solicitud no es JSON válido.',
    validation: 'Algunos datos no son válidos. Revisa los campos marcados.',
    unauthorized: 'Debes iniciar sesión para continuar.',
    forbidden: 'No tienes permiso para realizar esta acción.',
    conflict: 'La solicitud entra en conflicto con el estado actual.',
    tooManyRequests: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    payloadTooLarge: 'La solicitud es demasiado grande.',
    unsupportedMediaType: 'El tipo de contenido no es compatible.',
    internal: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
    unavailable: 'El servicio no está disponible en este momento.',
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
  home: {
    title: 'Te damos la bienvenida a Brillo',
    intro:
      'Reserva agentes de limpieza de confianza para tu hogar, o súmate como agente y ofrece tus servicios en Chile.',
    actionsLabel: 'Comienza aquí',
    signIn: 'Iniciar sesión',
    agentSignup: 'Registrarme como agente',
    customerSignup: 'Registrarme como cliente',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o cambió de dirección.',
    backHome: 'Volver al inicio',
  },
  legal: {
    updatedOn: (date: string) => `Última actualización: ${date}`,
    contentsLabel: 'Contenido',
  },
} as const;

export type Texts = typeof texts;
