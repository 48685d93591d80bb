/**
 * Form field messages, shared by the forms and the API through the zod contracts.
 * Naming and the list of files: ./README.md.
 */
export const validationTexts = {
  agentNameRequired: 'El nombre y apellido es requerido',
  customerNameRequired: 'El nombre es requerido',
  phoneRequired: 'El celular es requerido',
  phoneFormat: 'Formato de teléfono inválido. El formato correcto es +569xxxxxxxx.',
  emailRequired: 'El correo es requerido',
  emailFormat: 'Ingresa un correo válido, por ejemplo nombre@correo.cl',
  passwordRequired: 'El password es requerido',
  passwordTooShort: (min: number) => `El password debe tener al menos ${min} caracteres`,
  passwordTooLong: (max: number) => `El password debe tener como máximo ${max} caracteres`,
  selectOption: 'Por favor selecciona una opción',
  hourlyRateInvalid: 'Por favor ingresa una tarifa por hora válida',
  genderRequired: 'Selecciona tu género',
  dayRequired: 'Selecciona un día',
  monthRequired: 'Selecciona un mes',
  yearRequired: 'Selecciona un año',
  birthDateInvalid: 'Esa fecha no es válida. Revisa el día, el mes y el año.',
  birthDateRequired: 'Selecciona tu fecha de nacimiento',
  nationalityRequired: 'Selecciona una nacionalidad',
  agentAddressRequired: 'Por favor ingresa una dirección válida',
  customerAddressRequired: 'Selecciona una dirección válida',
  addressExtraRequired: 'Selecciona los datos adicionales',
  postcodeRequired: 'Ingresa el código postal',
  roleInvalid: 'El rol debe ser agente o cliente',
  completeRequiredFields: 'Por favor completa los campos requeridos',
  tooLong: (max: number) => `Debe tener como máximo ${max} caracteres`,
  forbiddenCharacter: 'Contiene un carácter no permitido',
} as const;
