import { request } from 'node:http';

export interface PlainAnswer {
  status: number;
  body: string;
}

/**
 * One HTTP request sent from `localAddress`, a loopback address of its own (any of 127.0.0.0/8 on
 * Linux): behind the cluster's nginx, each such address is a client of its own for the rate
 * limits, as different people's addresses are.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress, agent: false },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
