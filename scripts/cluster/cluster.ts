// `startCluster`: N API processes on one PostgreSQL database behind nginx (docs/cluster.md,
// ADR-050). Used by `npm run cluster` (scripts/cluster.ts) and by its test.
import { freePort } from '../free-port.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { ensureNginxInstalled, startNginx, type NginxProcess } from './nginx.ts';
import { UPSTREAM_IDLE_TIMEOUT_S } from './nginx-config.ts';

/**
 * How long a stopping process stays out of nginx's rotation before it closes (ADR-053): longer
 * than nginx keeps an idle connection to it, so that nginx has ended each of them by then.
 */
export const CLUSTER_DRAIN_MS = 2 * UPSTREAM_IDLE_TIMEOUT_S * 1000;

export interface ClusterOptions {
  processes: number;
  /** Where nginx listens; clients reach Brillo there. */
  host: string;
  port: number;
  databaseUrl: string;
  /** Settings every API process gets besides those the cluster sets. */
  env: Record<string, string | undefined>;
  /** Each line an API process writes, under its name (`api-1`…). */
  onLine: (name: string, line: string) => void;
  /** How long a process may take to answer `/api/ready` (the first start migrates). */
  readyTimeoutMs?: number;
}

export interface Cluster {
  /** nginx's address: every process's PUBLIC_URL. */
  url: string;
  readonly processes: readonly ApiProcess[];
  nginx: NginxProcess;
  /** Stops process `index` gracefully, starts it again on its port and waits until it is ready. */
  restart(index: number): Promise<void>;
  /** Restarts every process in turn: at most one is down at any moment. */
  rollingRestart(): Promise<void>;
  /** Stops every API process (gracefully, all at once), then nginx. */
  stop(): Promise<void>;
}

function definedOnly(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const url = `http://${options.host}:${options.port}`;
  const ports: number[] = [];
  for (let index = 0; index < options.processes; index += 1) ports.push(await freePort());
  const shared = {
    ...definedOnly(options.env),
    DATABASE_URL: options.databaseUrl,
    PUBLIC_URL: url,
    // nginx connects from 127.0.0.1 and overwrites X-Forwarded-For with the client's address.
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: options.env.SHUTDOWN_DRAIN_MS ?? String(CLUSTER_DRAIN_MS),
  };
  // Only the first process may seed the demo data into an empty database: two seeding at once
  // would both find it empty.
  const envOf = (index: number) => (index === 0 ? shared : { ...shared, SEED_DEMO: 'false' });
  const start = (index: number) =>
    startApiProcess({
      name: `api-${index + 1}`,
      port: ports[index] ?? 0,
      env: envOf(index),
      onLine: options.onLine,
    });

  // All at once: the migrations' advisory lock makes them take turns (ADR-050).
  const processes = ports.map((_, index) => start(index));
  const stopProcesses = () => Promise.all(processes.map((process) => process.stop()));
  let nginx: NginxProcess;
  try {
    await Promise.all(processes.map((process) => process.ready(readyTimeoutMs)));
    ensureNginxInstalled();
    nginx = await startNginx({ host: options.host, port: options.port, upstreamPorts: ports });
  } catch (error) {
    await stopProcesses();
    throw error;
  }

  async function restart(index: number) {
    const current = processes[index];
    if (!current) throw new Error(`No hay proceso ${index + 1}.`);
    await current.stop();
    const next = start(index);
    processes[index] = next;
    await next.ready(readyTimeoutMs);
  }

  return {
    url,
    processes,
    nginx,
    restart,
    async rollingRestart() {
      for (let index = 0; index < processes.length; index += 1) await restart(index);
    },
    async stop() {
      await stopProcesses();
      await nginx.stop();
    },
  };
}
