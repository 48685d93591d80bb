/**
 * The home page `/` (its three ways in are also offered by the sign-in prompt).
 * Naming and the list of files: ./README.md.
 */
export const homeTexts = {
  title: 'Te damos la bienvenida a Brillo',
  intro:
    'Reserva agentes de limpieza de confianza para tu hogar, o súmate como agente y ofrece tus servicios en Chile.',
  actionsLabel: 'Comienza aquí',
  signIn: 'Iniciar sesión',
  agentSignup: 'Registrarme como agente',
  customerSignup: 'Registrarme como cliente',
} as const;
