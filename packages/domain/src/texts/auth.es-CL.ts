/**
 * Sign-in and password-reset screens, and the errors the account endpoints answer with.
 * Naming and the list of files: ./README.md.
 */
export const authTexts = {
  signIn: {
    title: 'Iniciar sesión',
    intro: 'Ingresa con el correo y la contraseña de tu cuenta de Brillo.',
    emailLabel: 'Correo',
    passwordLabel: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Olvidaste tu contraseña?',
    noAccount: '¿Aún no tienes cuenta?',
    signupLabel: 'Crear una cuenta',
    verifiedTitle: 'Correo confirmado',
    verifiedBody: 'Tu correo quedó confirmado. Ya puedes iniciar sesión.',
    verificationFailedTitle: 'No pudimos confirmar tu correo',
    verificationFailedBody:
      'El enlace de confirmación no es válido o ya venció. Inicia sesión y te ofreceremos enviarte uno nuevo.',
    resendConfirmation: 'Reenviar correo de confirmación',
    /** /signin right after a sign-up (the wizard's success sends the person here). */
    awaitingConfirmationTitle: 'Confirma tu correo para entrar',
    awaitingConfirmationBody: (email: string) =>
      `Tu cuenta está creada y espera la confirmación de ${email}. Abre el enlace del correo que te enviamos; si no lo encuentras, te lo enviamos de nuevo.`,
    confirmationSent: (email: string) =>
      `Te enviamos un nuevo correo de confirmación a ${email}. Revisa tu bandeja de entrada.`,
    welcome: (email: string) => `Hola, ${email}`,
    signedInBody: 'Ya iniciaste sesión en Brillo.',
    goToDashboard: 'Ir a mi dashboard',
    signOut: 'Cerrar sesión',
  },
  passwordReset: {
    forgotTitle: '¿Olvidaste tu contraseña?',
    forgotIntro:
      'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
    emailLabel: 'Correo',
    send: 'Enviar enlace',
    sentTitle: 'Revisa tu correo',
    sentBody:
      'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. El enlace vence en 1 hora.',
    backToSignIn: 'Volver a iniciar sesión',
    resetTitle: 'Elige una nueva contraseña',
    resetIntro: 'Usa entre 8 y 128 caracteres. Al guardarla, se cerrarán tus sesiones abiertas.',
    newPasswordLabel: 'Nueva contraseña',
    confirmPasswordLabel: 'Repite la nueva contraseña',
    confirmPasswordRequired: 'Repite la nueva contraseña',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    save: 'Guardar contraseña',
    saved: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
    invalidLinkTitle: 'El enlace no es válido',
    invalidLinkBody: 'El enlace para restablecer la contraseña no es válido o ya venció.',
    requestAgain: 'Pedir un nuevo enlace',
  },
  errors: {
    invalidCredentials: 'Correo o contraseña incorrectos',
    emailNotVerified:
      'Debes confirmar tu correo antes de iniciar sesión. Revisa tu bandeja de entrada o pide que te enviemos el correo de nuevo.',
    emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
    emailAlreadyVerified: 'Tu correo ya está confirmado. Ya puedes iniciar sesión.',
    invalidToken: 'El enlace no es válido o ya venció. Pide uno nuevo.',
    tooManyAttempts: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
    crossSiteRefused: 'Rechazamos la solicitud porque no viene de la aplicación de Brillo.',
    agentsOnly: 'Esta acción es solo para agentes.',
    customersOnly: 'Esta acción es solo para clientes.',
    /** Only after the right password (PD-38): who does not know it learns nothing more. */
    accountSuspended:
      'Tu cuenta de Brillo está suspendida: no puedes iniciar sesión. Revisa el correo que te enviamos o escríbenos para saber más.',
  },
} as const;
