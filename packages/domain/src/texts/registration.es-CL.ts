/**
 * The agent and customer sign-up wizards.
 * Naming and the list of files: ./README.md.
 */
export const registrationTexts = {
  agentTitle: 'Registro de agentes',
  agentIntro: 'Crea tu cuenta para ofrecer tus servicios de limpieza en Brillo.',
  customerTitle: 'Registro de clientes',
  customerIntro: 'Crea tu cuenta para reservar agentes de limpieza de confianza.',
  progressLabel: 'Progreso del registro',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  stepAnnouncement: (step: number, total: number, title: string) =>
    `Paso ${step} de ${total}: ${title}`,
  stepDone: '(completado)',
  steps: {
    account: 'Tu cuenta',
    background: 'Antecedentes',
    work: 'Trabajo y tarifa',
    personal: 'Datos personales',
  },
  back: 'Atrás',
  next: 'Siguiente',
  submit: 'Registrarme',
  /** Under the wizard: the way to sign in for someone who has an account. */
  haveAccount: '¿Ya tienes cuenta?',
  signIn: 'Inicia sesión',
  /** Above 'Registrarme': what signing up accepts, with links to both documents. */
  terms: {
    before: 'Al registrarte aceptas los ',
    terms: 'Términos y condiciones',
    between: ' y la ',
    privacy: 'Política de privacidad',
    after: ' de Brillo.',
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  draftRestored:
    'Recuperamos los datos que habías ingresado. Por seguridad, vuelve a escribir tu contraseña.',
  fields: {
    agentName: 'Nombre y apellido',
    customerName: 'Nombre',
    phone: 'Celular',
    phoneDescription: 'Escribe los 8 dígitos que siguen a +569.',
    email: 'Correo',
    password: 'Contraseña',
    passwordDescription: 'Entre 8 y 128 caracteres.',
    policeRecord: '¿Tienes antecedentes penales?',
    weeklyHours: '¿Cuántas horas a la semana puedes trabajar?',
    qualityQuestion: 'Si vas a llegar tarde a un servicio, ¿qué haces?',
    permit: '¿Tienes permiso de trabajo en Chile?',
    hourlyRate: 'Tarifa por hora (CLP)',
    hourlyRateNote:
      'Tu tarifa debe cubrir la limpieza general más la limpieza de ventanas, como promedio para departamentos de hasta 2 dormitorios y 2 baños (unos 76 m²).',
    services: 'Servicios adicionales',
    servicesDescription: 'Marca los que ofreces, si ofreces alguno.',
    gender: 'Género',
    birthDate: 'Fecha de nacimiento',
    day: 'Día',
    month: 'Mes',
    year: 'Año',
    nationality: 'Nacionalidad',
    address: 'Dirección',
    addressDescription:
      'Escribe tu calle, número y comuna, y elige una de las direcciones sugeridas.',
    addressExtra: 'Depto., villa, condominio u otro',
    postcode: 'Código postal',
  },
  choose: 'Selecciona…',
  /** The empty choice of a narrow select (the birth date's day, month and year). */
  chooseShort: '—',
  choices: {
    yesNo: { No: 'No', Yes: 'Sí' },
    weeklyHours: {
      'Between 1-10 hours': 'Entre 1 y 10 horas',
      'Between 10-20 hours': 'Entre 10 y 20 horas',
      'Between 20-30 hours': 'Entre 20 y 30 horas',
      'More than 30 hours': 'Más de 30 horas',
    },
    quality: {
      'I do not notify anyone about this': 'No le aviso a nadie',
      'I cancel the appointment': 'Cancelo la cita',
      'I inform the customer and offer add 15 minutes for the delay':
        'Le aviso al cliente y le ofrezco 15 minutos más por el retraso',
    },
    agentGender: { female: 'Femenino', male: 'Masculino', other: 'Prefiero no decir' },
    customerGender: { female: 'Femenino', male: 'Masculino', other: 'Otro' },
    nationality: {
      Chilean: 'Chilena',
      Venezuelan: 'Venezolana',
      Peruvian: 'Peruana',
      Argentine: 'Argentina',
      Bolivian: 'Boliviana',
      Colombian: 'Colombiana',
      Ecuadorian: 'Ecuatoriana',
      Brazilian: 'Brasileña',
      Uruguayan: 'Uruguaya',
      Paraguayan: 'Paraguaya',
      Other: 'Otra',
    },
    services: {
      limpieza: 'Limpieza profunda',
      cocina: 'Cocina',
      planchado: 'Planchado',
      compras: 'Compras',
      jardineria: 'Jardinería',
      mascotas: 'Cuidado de mascotas',
      cuidado: 'Cuidado de adultos mayores',
      bebes: 'Cuidado de bebés',
    },
  },
  addressSearch: {
    searching: 'Buscando direcciones…',
    noResults: 'Sin resultados',
    typeMore: 'Escribe al menos 3 caracteres para ver sugerencias.',
    suggestionsCount: (count: number) =>
      count === 1
        ? '1 dirección sugerida. Usa las flechas para elegirla.'
        : `${count} direcciones sugeridas. Usa las flechas para elegir una.`,
    chosen: (address: string) => `Dirección elegida: ${address}`,
  },
  success: {
    title: '¡Registro exitoso! Por favor confirma tu correo.',
    body: (email: string) =>
      `Te enviamos un correo a ${email}. Abre el enlace que contiene para activar tu cuenta; después podrás iniciar sesión.`,
    redirectSignIn: 'En 4 segundos te llevaremos a iniciar sesión.',
    goSignIn: 'Ir a iniciar sesión ahora',
  },
} as const;
