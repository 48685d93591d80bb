import { authTexts } from './auth.es-CL.ts';
import { commonTexts } from './common.es-CL.ts';
import { privacyTexts } from './privacy.es-CL.ts';
import { registrationTexts } from './registration.es-CL.ts';
import { termsTexts } from './terms.es-CL.ts';

/**
 * What search engines and link previews read (issue 17): each indexable page's title and
 * description, and a public agent profile's (PD-45), written by the server into the page's head
 * (apps/api/src/plugins/web-app.ts).
 */
export const seoTexts = {
  siteName: commonTexts.brand.name,
  locale: 'es_CL',
  pages: {
    '/': {
      title: commonTexts.app.homeTitle,
      description:
        'Reserva limpieza de hogares con agentes de Chile: eliges el día, tu agente confirma y pagas por transferencia segura.',
    },
    '/customer-signup': {
      title: commonTexts.app.pageTitle(registrationTexts.customerTitle),
      description:
        'Crea tu cuenta de cliente en Brillo y reserva agentes de limpieza de confianza para tu hogar.',
    },
    '/agent-signup': {
      title: commonTexts.app.pageTitle(registrationTexts.agentTitle),
      description:
        'Súmate a Brillo como agente de limpieza: publica tus horarios, fija tu tarifa y recibe reservas.',
    },
    '/signin': {
      title: commonTexts.app.pageTitle(authTexts.signIn.title),
      description: 'Inicia sesión en Brillo para ver y gestionar tus reservas de limpieza.',
    },
    '/privacy': {
      title: commonTexts.app.pageTitle(privacyTexts.title),
      description:
        'Cómo Brillo trata tus datos personales según la Ley 19.628 sobre protección de la vida privada.',
    },
    '/terms': {
      title: commonTexts.app.pageTitle(termsTexts.title),
      description:
        'Los términos y condiciones de uso de Brillo, la plataforma de limpieza de hogares.',
    },
  } as Readonly<Record<string, { title: string; description: string }>>,
  /** `/agentes/:id`: the agent's name and comuna; the biography is the description when written. */
  agentProfile: {
    title: (name: string, comuna: string | null) =>
      commonTexts.app.pageTitle(
        comuna ? `${name} — agente de limpieza en ${comuna}` : `${name} — agente de limpieza`,
      ),
    /** Without a biography: who, where and the rate (already formatted, '$9.000'). */
    description: (name: string, comuna: string | null, rate: string) =>
      `${name} hace limpieza de hogares${comuna ? ` en ${comuna}` : ''} por ${rate} la hora. Revisa sus evaluaciones y reserva en Brillo.`,
    /** What the page shows without JavaScript, after the agent: how to book. */
    bookPrompt: 'Para ver sus horarios y reservar, activa JavaScript o inicia sesión en Brillo.',
    signIn: 'Iniciar sesión',
  },
} as const;
