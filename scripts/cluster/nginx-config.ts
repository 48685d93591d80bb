// The configuration of the cluster's nginx (docs/cluster.md, ADR-050), written per run into a
// folder of its own: pid file, error log and temporary paths there, nothing under /etc/nginx.
import { DOCUMENT_MAX_BYTES } from '@brillo/domain/contracts/agent-files';

export interface NginxConfigOptions {
  /** The folder of this run: every path nginx writes is in it. */
  folder: string;
  /** The address clients reach Brillo on. */
  listen: { host: string; port: number };
  /** The API processes' ports on 127.0.0.1. */
  upstreamPorts: readonly number[];
}

const MB = 1024 * 1024;

/**
 * The largest upload (an identity document) plus room for the multipart envelope: a body the API
 * refuses as too large reaches it, and the client gets the API's own Spanish answer, not nginx's.
 */
export const CLIENT_MAX_BODY_MB = Math.ceil(DOCUMENT_MAX_BYTES / MB) + 1;

/**
 * How long nginx keeps an idle connection to a process. A stopping process leaves nginx's rotation
 * for longer than this (SHUTDOWN_DRAIN_MS, ADR-053) and never closes an idle connection itself, so
 * nginx, not the process, ends each of them and never sends a request on one being closed.
 */
export const UPSTREAM_IDLE_TIMEOUT_S = 1;

/** How long a live-events stream may stay silent; the API writes a heartbeat every 25 s. */
const EVENT_STREAM_READ_TIMEOUT = '1h';

export function nginxConfig({ folder, listen, upstreamPorts }: NginxConfigOptions): string {
  const servers = upstreamPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# Written by scripts/cluster/nginx-config.ts for one run of the cluster.
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }

http {
  access_log off;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server_tokens off;
  keepalive_requests 100000;
  # The API answers a too large header itself (431, in its error shape): let it see them.
  large_client_header_buffers 4 32k;
  client_max_body_size ${CLIENT_MAX_BODY_MB}m;

  upstream brillo_api {
${servers}
    keepalive 32;
    keepalive_timeout ${UPSTREAM_IDLE_TIMEOUT_S}s;
  }

  server {
    listen ${listen.host}:${listen.port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # Overwritten, never appended: the API trusts this header from nginx only (TRUST_PROXY).
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A process that is stopping refuses new connections: the request was never sent, so the
    # next process is asked, even for a POST. A request on a connection it still holds is answered
    # and the connection closed (ADR-053). A GET is also asked again elsewhere after an error, a
    # timeout or a 503; a POST that reached a process is never sent twice.
    proxy_next_upstream error timeout http_503;
    proxy_next_upstream_tries ${upstreamPorts.length};
    proxy_connect_timeout 2s;

    location = /api/events {
      proxy_pass http://brillo_api;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout ${EVENT_STREAM_READ_TIMEOUT};
    }

    location / {
      proxy_pass http://brillo_api;
    }
  }
}
`;
}
