import { connect, type Socket } from 'node:net';

/** One Server-Sent Events message as a client reads it. */
export interface StreamMessage {
  event: string;
  data: string;
}

/**
 * A streaming `GET /api/events` over real HTTP, read the way EventSource reads it: `next()`
 * answers the next message with an `event:` (comments and the `retry:` hint are skipped), or
 * null once the server has ended the stream.
 */
export async function openEventStream(baseUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let ended = false;

  async function nextBlock(): Promise<string | null> {
    for (;;) {
      const boundary = buffered.indexOf('\n\n');
      if (boundary >= 0) {
        const block = buffered.slice(0, boundary);
        buffered = buffered.slice(boundary + 2);
        return block;
      }
      if (ended || !reader) return null;
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) ended = true;
      else buffered += decoder.decode(chunk.value, { stream: true });
    }
  }

  return {
    response,
    /** The opening block: the `retry:` hint and a comment. */
    async opening(): Promise<string | null> {
      return nextBlock();
    },
    async next(): Promise<StreamMessage | null> {
      for (;;) {
        const block = await nextBlock();
        if (block === null) return null;
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon <= 0) continue;
          fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
        }
        const event = fields.get('event');
        if (event !== undefined) return { event, data: fields.get('data') ?? '' };
      }
    },
    close() {
      controller.abort();
    },
  };
}

/**
 * A client that asks for the stream and never reads a byte of the answer: its socket is paused
 * from the start, so the server's writes pile up in the kernel's buffers and then in its own.
 */
export function nonReadingClient(port: number, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.pause();
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
        () => resolve(socket),
      );
    });
    socket.once('error', reject);
  });
}
