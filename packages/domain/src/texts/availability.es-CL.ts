/**
 * The agent's availability: adding slots (`/schedules`), listing, editing and deleting them
 * (`/availability`), the rules of product decision 21 and the API's refusals.
 * Naming and the list of files: ./README.md.
 */
export const availabilityTexts = {
  backToDashboard: 'Volver al Dashboard',
  schedules: {
    title: 'Agregar disponibilidad',
    intro: 'Indica los espacios en que puedes trabajar. Cada espacio dura entre 1 y 12 horas.',
    start: 'Inicio',
    end: 'Término',
    rowLabel: (position: number) => `Espacio ${position}`,
    addRow: 'Agregar espacio',
    removeRow: (position: number) => `Quitar espacio ${position}`,
    submit: 'Enviar agenda',
    submitting: 'Enviando…',
    success: 'Espacios agregados exitosamente',
    failure: 'No se pudieron enviar espacios. Revisa los marcados e inténtalo de nuevo.',
    repeatWeekly: 'Repetir cada semana',
    repeatUntil: 'Hasta el',
    preview: (count: number) =>
      count === 1 ? 'Se creará 1 espacio:' : `Se crearán ${count} espacios:`,
    tooManyRows: (max: number) => `Puedes enviar hasta ${max} espacios a la vez.`,
  },
  list: {
    title: 'Mi disponibilidad',
    loading: 'Cargando tus espacios…',
    empty: 'No has creado espacios disponibles aún',
    addMore: 'Agregar espacios',
    loadMore: 'Ver más espacios',
    edit: 'Editar',
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Borrar',
    deleteConfirmTitle: 'Borrar espacio',
    deleteConfirm: (when: string) =>
      `¿Borrar el espacio ${when}? Esta acción no se puede deshacer.`,
    deleted: 'Espacio borrado',
    updated: 'Espacio actualizado',
    loadFailed: 'No se pudieron cargar tus espacios. Inténtalo de nuevo.',
    updateFailed: 'No se pudo actualizar el espacio.',
    deleteFailed: 'No se pudo borrar el espacio.',
    status: 'Estado',
  },
  status: {
    available: 'Disponible',
    'not available': 'No disponible',
    accepted: 'Reservado',
    rejected: 'Rechazado',
  },
  rules: {
    required: 'Indica el inicio y el término.',
    invalidTime: 'Indica una fecha y hora válidas.',
    endBeforeStart: 'El término debe ser posterior al inicio.',
    past: 'El espacio no puede comenzar en el pasado.',
    tooShort: 'Un espacio dura al menos 1 hora.',
    tooLong: 'Un espacio dura como máximo 12 horas.',
    quarterHour:
      'El inicio y el término deben caer en horas en punto, y cuarto, y media o menos cuarto.',
    tooFarAhead: 'Solo puedes agregar espacios hasta 90 días desde hoy.',
    skippedHour:
      'Esa hora no existe en Chile: el reloj se adelanta una hora esa noche. Elige otra hora.',
    overlapsExisting: 'Se superpone con otro de tus espacios.',
    overlapsRow: (position: number) => `Se superpone con el espacio ${position} de este envío.`,
    statusNotAllowed: 'Solo puedes marcar un espacio como disponible o no disponible.',
    tooMany: (max: number) => `Puedes enviar hasta ${max} espacios a la vez.`,
    none: 'Agrega al menos un espacio.',
  },
  errors: {
    notFound: 'No encontramos ese espacio.',
    booked: 'Este espacio tiene una reserva en curso: no se puede editar ni borrar.',
    someRowsRefused: 'Algunos espacios no se pudieron agregar. Revisa los marcados.',
    badCursor: 'No pudimos seguir la lista desde ahí. Vuelve a cargar tus espacios.',
    hasPastBookings:
      'Este espacio tiene reservas anteriores: no se puede borrar. Puedes marcarlo como no disponible.',
    overlap: 'Este espacio se superpone con otro de tus espacios.',
  },
} as const;
