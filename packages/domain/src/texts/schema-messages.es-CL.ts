/**
 * What a request field has wrong, in plain Spanish, for the checks a contract leaves to zod itself
 * (a type, a length, a format, a field nobody asked for). The API names the field in
 * `error.fields`; each message says what is wrong with it. Naming and the list of files:
 * ./README.md.
 */
export const schemaMessagesTexts = {
  missing: 'Falta este campo.',
  wrongType: (expected: string, received: string) => `Debe ser ${expected}; llegó ${received}.`,
  types: {
    string: 'un texto',
    number: 'un número',
    int: 'un número entero',
    bigint: 'un número entero',
    boolean: 'verdadero o falso (true o false)',
    array: 'una lista',
    object: 'un objeto',
    date: 'una fecha',
    null: 'nulo (null)',
    other: 'otro tipo de valor',
  },
  empty: 'No puede estar vacío.',
  tooShort: (min: number) => `Debe tener al menos ${min} caracteres.`,
  tooLong: (max: number) => `Debe tener como máximo ${max} caracteres.`,
  tooFewItems: (min: number) =>
    min === 1 ? 'Debe tener al menos un elemento.' : `Debe tener al menos ${min} elementos.`,
  tooManyItems: (max: number) => `Debe tener como máximo ${max} elementos.`,
  atLeast: (min: string) => `Debe ser mayor o igual a ${min}.`,
  above: (min: string) => `Debe ser mayor que ${min}.`,
  atMost: (max: string) => `Debe ser menor o igual a ${max}.`,
  below: (max: string) => `Debe ser menor que ${max}.`,
  multipleOf: (divisor: string) => `Debe ser múltiplo de ${divisor}.`,
  oneOf: (values: string) => `Debe ser uno de estos valores: ${values}.`,
  exactly: (value: string) => `Debe ser ${value}.`,
  formats: {
    email: 'Debe ser un correo válido, por ejemplo nombre@correo.cl.',
    url: 'Debe ser una dirección web (URL) completa.',
    datetime:
      'Debe ser una fecha y hora ISO 8601 con su zona, por ejemplo 2026-12-01T10:00:00-03:00.',
    date: 'Debe ser una fecha AAAA-MM-DD.',
    time: 'Debe ser una hora HH:MM.',
    uuid: 'Debe ser un identificador (UUID).',
    other: 'No tiene el formato esperado.',
  },
  unknownField: 'Este campo no se acepta.',
  unknownFields: (keys: string) => `Estos campos no se aceptan: ${keys}.`,
  invalid: 'El valor no es válido.',
} as const;
