/**
 * Emails Brillo sends (subjects, bodies). Server only: the web app may not import this file.
 * Naming and the list of files: ./README.md.
 */
export const emailTexts = {
  brandTagline: 'Limpieza de hogares en Chile',
  greeting: (name: string) => `Hola, ${name}:`,
  actionFallback: 'Si el botón no funciona, copia y pega este enlace en tu navegador:',
  automatedNotice: 'Este es un correo automático de Brillo. No respondas a este mensaje.',
  confirmation: {
    subject: 'Confirma tu correo en Brillo',
    preheader: 'Confirma tu correo para activar tu cuenta.',
    heading: 'Confirma tu correo',
    body: 'Gracias por registrarte en Brillo. Para activar tu cuenta e iniciar sesión, confirma que esta dirección de correo es tuya.',
    action: 'Confirmar mi correo',
    footnote: 'Si no creaste una cuenta en Brillo, ignora este correo.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de Brillo',
    preheader: 'Elige una nueva contraseña. El enlace vence en 1 hora.',
    heading: 'Restablece tu contraseña',
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Brillo.',
    expiry: 'El enlace vence en 1 hora.',
    action: 'Elegir una nueva contraseña',
    footnote: 'Si no lo pediste, ignora este correo: tu contraseña seguirá siendo la misma.',
  },
} as const;
