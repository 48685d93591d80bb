import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DevMail, DevMailbox } from '@brillo/domain/contracts/dev-mailbox';
import { parseMail } from '../../apps/api/test/mime.ts';
import { startSmtpServer, type ReceivedMail } from '../../apps/api/test/smtp-server.ts';

export interface MailCatcher {
  /** The `SMTP_URL` the e2e server sends through. */
  smtpUrl: string;
  /** `GET <mailboxUrl>?to=` answers what was sent, newest first, as the development mailbox does. */
  mailboxUrl: string;
  close(): Promise<void>;
}

function asDevMail(mail: ReceivedMail, index: number): DevMail {
  const parsed = parseMail(mail.raw);
  const sentAt = new Date(parsed.headers.get('date') ?? Date.now());
  return {
    id: String(index + 1),
    to: mail.envelope.to.join(', '),
    subject: parsed.headers.get('subject') ?? '',
    html: parsed.html ?? '',
    text: parsed.text ?? '',
    createdAt: sentAt.toISOString(),
  };
}

function mailboxFor(received: ReceivedMail[], to: string | null): DevMailbox {
  const wanted = to?.trim().toLowerCase();
  const messages = received
    .map(asDevMail)
    .filter((_mail, index) =>
      wanted
        ? received[index]?.envelope.to.some((address) => address.toLowerCase() === wanted)
        : true,
    )
    .reverse();
  return { messages };
}

/**
 * The mail server of the browser journeys' API server: the API tests' SMTP stand-in on 127.0.0.1,
 * plus a small HTTP endpoint on another port from which the journeys read what it received. The
 * e2e server runs as production does, with SMTP, since production refuses the development
 * mailbox (ADR-019).
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const smtp = await startSmtpServer();
  const reader = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.stringify(mailboxFor(smtp.received, url.searchParams.get('to')));
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(body);
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const { port } = reader.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailboxUrl: `http://127.0.0.1:${port}/messages`,
    async close() {
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await smtp.close();
    },
  };
}
