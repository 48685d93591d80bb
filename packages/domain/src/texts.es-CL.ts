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
} as const;

export type Texts = typeof texts;
