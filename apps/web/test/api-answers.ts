/**
 * Answers in the API's real shapes, for the handlers tests declare (`server.use(…)`). Typed with the
 * domain's contracts, so a changed contract breaks the typecheck here rather than passing silently.
 */
import { http, HttpResponse } from 'msw';
import type { ApiErrorBody } from '@brillo/domain/contracts/api-error';
import type { PublicConfig } from '@brillo/domain/contracts/public-config';
import type { Session, SessionUser } from '@brillo/domain/contracts/session';
import type { SignedIn } from '@brillo/domain/contracts/sign-in';

/** The one error body of the API: `{ error: { code, message, fields? } }`. */
export function apiError(status: number, error: ApiErrorBody['error']): HttpResponse<ApiErrorBody> {
  return HttpResponse.json({ error }, { status });
}

/** What `GET /api/session` answers for a signed-in person (a customer unless told otherwise). */
export function sessionAnswer(user: Partial<SessionUser> = {}): Session {
  return {
    userId: user.id ?? 'user-1',
    lastSignInAt: '2026-11-23T12:00:00.000Z',
    createdAt: '2026-11-01T09:30:00.000Z',
    user: {
      id: 'user-1',
      name: 'Matías González Soto',
      email: 'cliente@brillo.test',
      phone: '+56912345678',
      rol: 'customer',
      personalData: null,
      ...user,
    },
  };
}

/**
 * What `POST /api/auth/sign-in/email` answers the web app (a cookie sign-in: the session is in the
 * HttpOnly cookie, never in the body); the app reads the session afterwards.
 */
export function signInAnswer(session: Session): SignedIn {
  const { id, name, email, phone, rol } = session.user;
  return {
    redirect: false,
    user: {
      id,
      name,
      email,
      emailVerified: true,
      phone,
      role: rol,
      createdAt: session.createdAt,
      updatedAt: session.createdAt,
    },
  };
}

/** What `GET /api/public-config` answers in the component tests: Santiago, its time zone. */
export const publicConfigAnswer: PublicConfig = {
  homeUrl: 'https://brillo.cl',
  city: 'Santiago, Chile',
  contactEmail: 'contacto@brillo.cl',
  contactPhone: '+56 2 2345 6789',
  timeZone: 'America/Santiago',
};

/** A handler answering `GET /api/public-config` with `publicConfigAnswer`. */
export function answerPublicConfig() {
  return http.get('/api/public-config', () => HttpResponse.json(publicConfigAnswer));
}
