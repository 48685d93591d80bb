// `npm run cluster`: N API processes on one PostgreSQL database behind nginx, on one machine
// (docs/cluster.md, ADR-050). Ctrl+C or SIGTERM stops them all, then nginx; SIGHUP restarts the
// processes one after another (a rolling restart).
import { parseArgs } from 'node:util';
import { startCluster, type Cluster } from './cluster/cluster.ts';

const usage = `Uso: npm run cluster -- [opciones]

  --processes N        procesos de la API (por omisión 3)
  --port P             puerto de nginx en 127.0.0.1, la dirección de Brillo (por omisión 8080)
  --database-url URL   la base de datos PostgreSQL que comparten (por omisión $DATABASE_URL)
  --help               muestra esta ayuda

Los procesos reciben el entorno de este comando (NODE_ENV, AUTH_SECRET, SMTP_URL…), más
DATABASE_URL, PUBLIC_URL (la dirección de nginx) y TRUST_PROXY. Sin NODE_ENV corren en modo de
desarrollo; producción exige sus ajustes (docs/cluster.md). Ctrl+C los detiene; SIGHUP los
reinicia uno tras otro.
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}`);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        processes: { type: 'string', default: '3' },
        port: { type: 'string', default: '8080' },
        'database-url': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(usage);
  process.exit(0);
}
const processes = Number(values.processes);
const port = Number(values.port);
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  fail('--processes debe ser un número entero entre 1 y 32.');
}
if (!Number.isInteger(port) || port < 1 || port > 65_535) fail('--port debe ser un puerto válido.');
if (!databaseUrl?.startsWith('postgres')) {
  fail(
    'Falta la base de datos: --database-url o DATABASE_URL (postgres://…). PGlite sirve a un solo proceso.',
  );
}

let cluster: Cluster | undefined;
let stopping = false;
let restarting: Promise<void> | undefined;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: deteniendo los procesos y nginx…\n`);
  await restarting?.catch(() => undefined);
  await cluster?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
process.on('SIGHUP', () => {
  if (!cluster || restarting || stopping) return;
  process.stdout.write('Reinicio escalonado: un proceso tras otro…\n');
  restarting = cluster
    .rollingRestart()
    .then(() => void process.stdout.write('Reinicio escalonado terminado.\n'))
    .catch((error: unknown) => void process.stderr.write(`El reinicio falló: ${String(error)}\n`))
    .finally(() => (restarting = undefined));
});

try {
  cluster = await startCluster({
    processes,
    host: '127.0.0.1',
    port,
    databaseUrl,
    env: process.env,
    onLine: (name, line) => process.stdout.write(`[${name}] ${line}\n`),
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const pids = cluster.processes.map((api) => `${api.name} ${api.pid} (:${api.port})`).join(', ');
process.stdout.write(
  `Brillo está listo en ${cluster.url}: ${processes} procesos de la API (${pids}) detrás de nginx (${cluster.nginx.pid}).\n`,
);
// A process that ends on its own (not by a restart or a stop) is reported; nginx goes on with
// the others.
for (const api of cluster.processes) {
  void api.exited.then((code) => {
    if (!stopping && !restarting) process.stderr.write(`${api.name} terminó (código ${code}).\n`);
  });
}
