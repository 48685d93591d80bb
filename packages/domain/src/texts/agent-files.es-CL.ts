/**
 * The agent's files: the avatar, the identity documents (`/docs`), and the upload refusals.
 * The spec's "usted" and English texts are in "tú" (product decisions 1 and 32).
 * Naming and the list of files: ./README.md.
 */
export const agentFilesTexts = {
  avatar: {
    /** Under the avatar on the dashboard (spec). */
    editHint: '(presiona para editar)',
    /** The accessible name of the avatar button. */
    editLabel: 'Cambiar tu avatar',
    alt: (name: string) => `Avatar de ${name}`,
    defaultAlt: 'Avatar por defecto',
    dialogTitle: 'Cambiar avatar',
    dialogIntro: 'Elige una foto JPG, PNG o WebP de hasta 5 MB. La recortaremos en un cuadrado.',
    choose: 'Elegir foto',
    preview: 'Vista previa del nuevo avatar',
    upload: 'Guardar avatar',
    cancel: 'Cancelar',
    /** The accessible name of the dialog's close (×) button. */
    closeDialog: 'Cerrar sin guardar',
    uploading: 'Subiendo avatar…',
    noFile: '¡Primero selecciona un archivo!',
    updated: 'Avatar actualizado con éxito!',
    failed: (message: string) => `Subida fallida: ${message}`,
  },
  docs: {
    title: 'Mis documentos',
    dashboardLink: 'Subir documentos',
    intro:
      'Sube tu documento de identidad y tu certificado de antecedentes. Solo tú puedes verlos; nuestro equipo los revisará.',
    id: {
      title: 'Cédula de identidad o pasaporte',
      hint: 'Al subirlo declaras que es válido y está vigente.',
      noFile: '¡Primero selecciona tu documento de identidad!',
    },
    certificate: {
      title: 'Certificado de antecedentes',
      hint: 'El certificado de antecedentes para fines especiales, emitido en los últimos 30 días.',
      noFile: '¡Primero selecciona tu certificado!',
    },
    dropTitle: 'Arrastra el archivo aquí o presiona para elegirlo',
    dropHint: 'PDF, JPG o PNG de hasta 10 MB.',
    dropReject: 'Este archivo no sirve: debe ser PDF, JPG o PNG de hasta 10 MB.',
    selected: (name: string) => `Archivo elegido: ${name}`,
    upload: 'Subir documento',
    replace: 'Reemplazar documento',
    uploading: 'Subiendo documento…',
    progress: (percent: number) => `${percent} % subido`,
    current: 'Archivo actual',
    uploadedOn: (date: string) => `Subido el ${date}`,
    view: 'Ver documento',
    none: 'Todavía no has subido este documento.',
    uploaded: 'Documento subido con éxito',
    failed: (message: string) => `Subida fallida: ${message}`,
    loading: 'Cargando tus documentos…',
    loadFailed: 'No se pudieron cargar tus documentos. Inténtalo de nuevo.',
    retry: 'Reintentar',
    /** The dashboard's warning while either document is missing. */
    missingWarning: 'Te falta subir tu documento de identidad o tu certificado de antecedentes.',
    missingId: 'Falta tu documento de identidad.',
    missingCertificate: 'Falta tu certificado de antecedentes.',
    complete: 'Tus documentos están subidos.',
  },
  /** When the page has no signed-in user (spec: 'No user ID found. Please login.'). */
  noUser: 'No encontramos tu usuario. Inicia sesión.',
  /** The API's refusals of an upload (4xx `message`). */
  errors: {
    notMultipart: 'Envía el archivo como formulario (multipart/form-data).',
    noFile: 'No llegó ningún archivo. Elige uno e inténtalo de nuevo.',
    extraParts: 'Envía un solo archivo, en el campo «file», sin otros campos.',
    empty: 'El archivo está vacío.',
    avatarTooLarge: 'La foto pesa más de 5 MB.',
    documentTooLarge: 'El archivo pesa más de 10 MB.',
    avatarType: 'La foto debe ser JPG, PNG o WebP.',
    documentType: 'El archivo debe ser PDF, JPG o PNG.',
    unreadableImage: 'No pudimos leer la imagen: puede estar dañada o incompleta.',
    imageTooLarge: 'La imagen tiene demasiados píxeles. Usa una foto más pequeña.',
    unknownKind: 'Ese tipo de documento no existe.',
    documentNotFound: 'No encontramos ese documento.',
    storageFailed: 'No pudimos guardar el archivo. Inténtalo de nuevo en unos minutos.',
  },
} as const;
