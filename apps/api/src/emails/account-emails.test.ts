import { describe, expect, it } from 'vitest';
import { confirmationEmail, passwordResetEmail } from './account-emails.ts';

const url = 'http://localhost:3000/api/auth/verify-email?token=t0k3n&callbackURL=%2F';

describe('confirmationEmail', () => {
  it('asks the person by name to confirm their address with a link in both parts', () => {
    const email = confirmationEmail({ name: 'Ana Pérez', url });

    expect(email.subject).toBe('Confirma tu correo en Brillo');
    expect(email.html).toContain('Hola, Ana Pérez:');
    expect(email.html).toContain('>Confirmar mi correo</a>');
    expect(email.html).toContain(url.replace('&', '&amp;'));
    expect(email.text).toContain(`Confirmar mi correo:\n${url}`);
    expect(email.text).toContain('Si no creaste una cuenta en Brillo, ignora este correo.');
  });

  it('shows a name typed as HTML literally', () => {
    const email = confirmationEmail({ name: '<b>Ana</b>', url });
    expect(email.html).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt;:');
    expect(email.text).toContain('Hola, <b>Ana</b>:');
  });
});

describe('passwordResetEmail', () => {
  it('says the link lasts 1 hour and to ignore the email if the person did not ask', () => {
    const email = passwordResetEmail({ name: 'Bruno', url });

    expect(email.subject).toBe('Restablece tu contraseña de Brillo');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Hola, Bruno:');
      expect(part).toContain('El enlace vence en 1 hora.');
      expect(part).toContain('Si no lo pediste, ignora este correo');
    }
    expect(email.html).toContain('>Elegir una nueva contraseña</a>');
    expect(email.text).toContain(`Elegir una nueva contraseña:\n${url}`);
  });
});
