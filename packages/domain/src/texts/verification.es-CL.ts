/**
 * The review of the agents' identity documents (PD-37): each document's state as its agent sees
 * it (`/docs`, the dashboard), the "Verificado" badge customers see, the operators' queue and
 * decisions, the reasons for a rejection, the refusals of the operator endpoints and the emails
 * the agent receives. Naming and the list of files: ./README.md.
 */
export const verificationTexts = {
  /** The badge of an agent with both documents approved. */
  badge: 'Verificado',
  badgeLabel: 'Agente verificado: Brillo revisó su identidad y sus antecedentes',
  /** Each document's state, as its agent reads it. */
  status: {
    pending: 'En revisión',
    approved: 'Aprobado',
    rejected: 'Rechazado',
  },
  /** The dashboard's list of each uploaded document's state. */
  reviewsLabel: 'Revisión de tus documentos',
  agent: {
    pendingHint: 'Nuestro equipo revisará este documento pronto. Te avisaremos por correo.',
    approvedHint: (date: string) => `Aprobado el ${date}.`,
    rejectedHint: (reason: string) => `Rechazado: ${reason}`,
    rejectedAction: 'Sube un documento nuevo para que lo revisemos otra vez.',
    verified: 'Tu identidad está verificada: los clientes ven la insignia «Verificado».',
    notVerified:
      'Cuando aprobemos tus dos documentos, los clientes verán la insignia «Verificado» en tu perfil.',
  },
  /** The reasons an operator may give for a rejection (the list is fixed). */
  reasons: {
    illegible: 'El documento no se puede leer',
    expired: 'El documento está vencido',
    wrong_document: 'No es el documento que pedimos',
    name_mismatch: 'El nombre no coincide con el de tu cuenta',
    incomplete: 'Falta una parte del documento',
    other: 'Otro motivo',
  },
  /** The kinds of document, as operators read them. */
  kinds: {
    id: 'Cédula de identidad o pasaporte',
    certificate: 'Certificado de antecedentes',
  },
  /** The operators' queue at /operador/verificaciones. */
  queue: {
    navLabel: 'Verificaciones',
    title: 'Verificación de agentes',
    intro: 'Agentes con documentos por revisar, desde la subida más antigua.',
    loading: 'Cargando los documentos por revisar…',
    empty: 'No hay documentos por revisar.',
    error: 'No pudimos cargar los documentos por revisar. Inténtalo de nuevo.',
    total: (count: number) =>
      count === 1 ? '1 agente por revisar' : `${count} agentes por revisar`,
    waitingSince: (date: string) => `Esperando desde el ${date}`,
    uploadedOn: (date: string) => `Subido el ${date}`,
    notUploaded: 'Todavía no lo sube.',
    open: 'Abrir documento',
    /** Begins with the link's visible text, as its accessible name must. */
    openLabel: (kind: string, name: string) => `Abrir documento: ${kind.toLowerCase()} de ${name}`,
    approve: 'Aprobar',
    approveLabel: (kind: string, name: string) => `Aprobar ${kind.toLowerCase()} de ${name}`,
    reject: 'Rechazar',
    rejectLabel: (kind: string, name: string) => `Rechazar ${kind.toLowerCase()} de ${name}`,
  },
  /** The dialog of a rejection. */
  rejectDialog: {
    title: (kind: string, name: string) => `Rechazar ${kind.toLowerCase()} de ${name}`,
    reasonLabel: 'Motivo',
    reasonPlaceholder: 'Elige un motivo',
    noteLabel: 'Explícale al agente qué debe corregir',
    noteDescription: 'Lo verá en «Mis documentos» y en el correo que le enviaremos.',
    confirm: 'Rechazar documento',
    cancel: 'Cancelar',
    close: 'Cerrar sin rechazar',
  },
  operator: {
    approvedReason: 'Documento revisado y aprobado.',
    approved: 'Documento aprobado.',
    rejected: 'Documento rechazado. Le avisaremos al agente por correo.',
  },
  errors: {
    reasonRequired: 'Elige el motivo del rechazo.',
    noteRequired: 'Explica el motivo del rechazo.',
    noteTooLong: (max: number) => `El motivo puede tener hasta ${max} caracteres.`,
    badPage: 'La página debe ser un número entero desde 1.',
    documentNotFound: 'No encontramos ese documento: puede que el agente haya subido uno nuevo.',
    alreadyReviewed: 'Otro operador ya revisó este documento. Recarga la lista para ver su estado.',
  },
  /** The emails the agent receives (server only, through the mail jobs). */
  email: {
    approved: {
      subject: (kind: string) => `Aprobamos tu ${kind.toLowerCase()}`,
      heading: 'Documento aprobado',
      body: (kind: string) => `Revisamos tu ${kind.toLowerCase()} y lo aprobamos.`,
      verified:
        'Tus dos documentos están aprobados: los clientes ya ven la insignia «Verificado» en tu perfil.',
      action: 'Ver mis documentos',
    },
    rejected: {
      subject: (kind: string) => `Necesitamos otro archivo de tu ${kind.toLowerCase()}`,
      heading: 'Documento rechazado',
      body: (kind: string) => `Revisamos tu ${kind.toLowerCase()} y no pudimos aprobarlo.`,
      reason: (reason: string) => `Motivo: ${reason}`,
      note: (note: string) => `Comentario de nuestro equipo: ${note}`,
      next: 'Sube un archivo nuevo desde «Mis documentos» y lo revisaremos otra vez.',
      action: 'Subir un documento nuevo',
    },
  },
} as const;
