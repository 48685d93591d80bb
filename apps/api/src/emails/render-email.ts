import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { emailTexts } from '@brillo/domain/texts/email.es-CL';
import { escapeHtml } from './escape-html.ts';

export interface EmailAction {
  label: string;
  /** An absolute http(s) URL; any other scheme is refused. */
  url: string;
}

export interface EmailContent {
  /** The line inboxes show after the subject; hidden in the message itself. */
  preheader?: string;
  heading: string;
  paragraphs: string[];
  /** One button, with the URL also written out for clients that do not show it. */
  action?: EmailAction;
  /** A quieter closing line, e.g. "Si no lo pediste, ignora este correo". */
  footnote?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

const colors = {
  brand: '#0b6c7b',
  text: '#1f2933',
  muted: '#52606d',
  page: '#f1f5f6',
  card: '#ffffff',
  line: '#d9e2e5',
};
const font = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

function checkedUrl(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error('renderEmail: the action URL must be an absolute http(s) URL');
  }
  return url;
}

function paragraphHtml(text: string, color = colors.text, size = 16): string {
  return `<p style="margin:0 0 16px;${font}font-size:${size}px;line-height:1.5;color:${color};">${escapeHtml(text)}</p>`;
}

function actionHtml({ label, url }: EmailAction): string {
  const href = escapeHtml(url);
  const button = `<a href="${href}" target="_top" style="display:inline-block;padding:14px 24px;${font}font-size:16px;font-weight:700;line-height:1.2;color:#ffffff;text-decoration:none;background-color:${colors.brand};border-radius:8px;">${escapeHtml(label)}</a>`;
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background-color:${colors.brand};">${button}</td></tr></table>`,
    paragraphHtml(emailTexts.actionFallback, colors.muted, 14),
    `<p style="margin:0 0 16px;${font}font-size:14px;line-height:1.5;word-break:break-all;"><a href="${href}" target="_top" style="color:${colors.brand};">${href}</a></p>`,
  ].join('\n');
}

function bodyHtml(content: EmailContent): string {
  return [
    `<h1 style="margin:0 0 16px;${font}font-size:24px;line-height:1.3;color:${colors.text};">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((paragraph) => paragraphHtml(paragraph)),
    content.action ? actionHtml(content.action) : '',
    content.footnote ? paragraphHtml(content.footnote, colors.muted, 14) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function preheaderHtml(preheader: string | undefined): string {
  if (!preheader) return '';
  return `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(preheader)}</div>`;
}

function renderHtml(content: EmailContent): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
${preheaderHtml(content.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;${font}font-size:22px;font-weight:700;color:${colors.brand};">${escapeHtml(commonTexts.brand.name)}</td></tr>
<tr><td style="padding:32px 24px 16px;background-color:${colors.card};border:1px solid ${colors.line};border-radius:12px;">
${bodyHtml(content)}
</td></tr>
<tr><td style="padding:16px 8px;${font}font-size:12px;line-height:1.5;color:${colors.muted};">
${escapeHtml(`${commonTexts.brand.name} · ${emailTexts.brandTagline}`)}<br>
${escapeHtml(emailTexts.automatedNotice)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: EmailContent): string {
  const blocks = [commonTexts.brand.name, content.heading, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  if (content.footnote) blocks.push(content.footnote);
  blocks.push(
    `--\n${commonTexts.brand.name} · ${emailTexts.brandTagline}\n${emailTexts.automatedNotice}`,
  );
  return `${blocks.join('\n\n')}\n`;
}

/**
 * A branded Brillo email in Spanish: responsive HTML with inline styles (what email clients keep)
 * and its plain-text twin. Every text is escaped in the HTML, so `<b>Ana</b>` shows literally
 * (PD-18). The action link opens in the top window, also from the mailbox page's iframe.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  if (content.action) checkedUrl(content.action.url);
  return { html: renderHtml(content), text: renderText(content) };
}
