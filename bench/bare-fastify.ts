// The floor of the API benchmark: Fastify with nothing added (no logger, no plugins, no hooks)
// answering "hello" on 127.0.0.1:$PORT. Started and stopped by bench/api.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => 'hello');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
