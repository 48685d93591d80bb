import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email.ts';

const url = 'https://brillo.cl/verificar?token=abc123&callbackURL=%2Fsignin';

describe('renderEmail', () => {
  it('writes a Spanish, Brillo-branded HTML document with a plain-text twin', () => {
    const { html, text } = renderEmail({
      heading: 'Confirma tu correo',
      paragraphs: ['Primer párrafo.', 'Segundo párrafo.'],
    });

    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Brillo</td>');
    expect(html).toContain('Primer párrafo.</p>');
    // A double quote inside a style (e.g. a quoted font name) would end the attribute early.
    for (const [, next] of html.matchAll(/style="[^"]*"(.)/g)) expect(next).toMatch(/[ >]/);
    expect(text).toBe(
      [
        'Brillo',
        'Confirma tu correo',
        'Primer párrafo.',
        'Segundo párrafo.',
        '--\nBrillo · Limpieza de hogares en Chile\nEste es un correo automático de Brillo. No respondas a este mensaje.\n',
      ].join('\n\n'),
    );
  });

  it('shows every dynamic text literally in the HTML, so <b>Ana</b> is not bold', () => {
    const dangerous = '<b>Ana</b> & "Bea" \'Cata\'';
    const { html, text } = renderEmail({
      preheader: `Pre ${dangerous}`,
      heading: `Título ${dangerous}`,
      paragraphs: [`Hola, ${dangerous}:`],
      action: { label: `Botón ${dangerous}`, url },
      footnote: `Nota ${dangerous}`,
    });

    const escaped = '&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Bea&quot; &#39;Cata&#39;';
    for (const part of ['Pre', 'Título', 'Hola,', 'Botón', 'Nota']) {
      expect(html).toContain(`${part} ${escaped}`);
    }
    expect(html).not.toContain('<b>');
    expect(text).toContain(`Hola, ${dangerous}:`);
  });

  it('puts the action URL in both parts, escaped in the HTML and opening the top window', () => {
    const { html, text } = renderEmail({
      heading: 'Restablece tu contraseña',
      paragraphs: [],
      action: { label: 'Elegir una nueva contraseña', url },
    });

    const href = 'https://brillo.cl/verificar?token=abc123&amp;callbackURL=%2Fsignin';
    expect(html).toContain(`<a href="${href}" target="_top"`);
    expect(html).toContain(`>${href}</a>`);
    expect(html).toContain('>Elegir una nueva contraseña</a>');
    expect(text).toContain(`Elegir una nueva contraseña:\n${url}\n`);
  });

  it('hides the preheader in the HTML and leaves it out of the text', () => {
    const { html, text } = renderEmail({
      preheader: 'Solo en la bandeja',
      heading: 'Hola',
      paragraphs: [],
    });

    expect(html).toContain('<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">');
    expect(html).toContain('Solo en la bandeja</div>');
    expect(text).not.toContain('Solo en la bandeja');
  });

  it('has no link at all when there is no action', () => {
    const { html } = renderEmail({ heading: 'Aviso', paragraphs: ['Sin enlaces.'] });
    expect(html).not.toContain('<a ');
  });

  it('refuses an action URL that is not an absolute http(s) URL', () => {
    for (const bad of ['javascript:alert(1)', '/signin', 'data:text/html,hola']) {
      expect(() =>
        renderEmail({ heading: 'X', paragraphs: [], action: { label: 'Ir', url: bad } }),
      ).toThrow(/http\(s\)/);
    }
  });
});
