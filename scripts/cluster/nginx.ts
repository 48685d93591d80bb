// Starts and stops the cluster's nginx: Debian's program (scripts/ensure-nginx.sh installs it) as a
// child process in the foreground, with the configuration of nginx-config.ts in a folder of its own.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from './nginx-config.ts';

export const NGINX = '/usr/sbin/nginx';
const ensureNginx = path.resolve(import.meta.dirname, '../ensure-nginx.sh');

/** Installs nginx when it is missing (Debian's package); throws when that fails. */
export function ensureNginxInstalled(): void {
  const result = spawnSync('bash', [ensureNginx], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('No se pudo instalar nginx (scripts/ensure-nginx.sh).');
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface NginxProcess {
  pid: number;
  folder: string;
  /** Stops nginx (SIGTERM to its master process: open streams are cut) and removes its folder. */
  stop(): Promise<void>;
}

export async function startNginx(options: {
  host: string;
  port: number;
  upstreamPorts: readonly number[];
  timeoutMs?: number;
}): Promise<NginxProcess> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'brillo-nginx-'));
  // nginx started by root runs its worker as nobody, which must reach its temporary folders.
  await chmod(folder, 0o755);
  const configFile = path.join(folder, 'nginx.conf');
  const config = nginxConfig({
    folder,
    listen: { host: options.host, port: options.port },
    upstreamPorts: options.upstreamPorts,
  });
  await writeFile(configFile, config);
  const child = spawn(
    NGINX,
    ['-p', folder, '-c', configFile, '-e', path.join(folder, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  const exited = once(child, 'exit');
  let running = true;
  void exited.then(() => (running = false));
  const errorLog = () => readFile(path.join(folder, 'error.log'), 'utf8').catch(() => '');

  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (!(await answers(options.host, options.port))) {
    if (!running || Date.now() > deadline) {
      if (running) process.kill(child.pid ?? 0, 'SIGKILL');
      const log = `${errors}${await errorLog()}`;
      await rm(folder, { recursive: true, force: true });
      throw new Error(`nginx no empezó a escuchar en el puerto ${options.port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid ?? 0,
    folder,
    async stop() {
      if (running) {
        process.kill(child.pid ?? 0, 'SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
