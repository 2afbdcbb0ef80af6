/**
 * A small cluster on loopback for the deployment test: a fresh PostgreSQL database,
 * N instances of the built server (dist/node/server.mjs, as `npm start` runs it) and nginx from
 * Debian's packages in front of them with deploy/nginx/hearsay.conf, the file docs/deploy.md
 * tells operators to use. Clients can speak from any 127.0.0.0/8 address, so nginx sees distinct
 * client addresses.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '../server/test/postgres-database';

export const root = new URL('..', import.meta.url).pathname;
export const builtServer = join(root, 'dist/node/server.mjs');

export interface Instance {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agents = new Map<string, http.Agent>();
/**
 * One keep-alive agent per client address (and trusted certificate, for HTTPS), so each simulated
 * client keeps its connections.
 */
function agentFor(localAddress: string, ca?: string): http.Agent {
  const key = ca ? `${localAddress} tls ${ca.length}` : localAddress;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, localAddress, maxSockets: 8 };
    agent = ca ? new https.Agent({ ...options, ca }) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/** Closes every client agent (end of a test). */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

/**
 * One HTTP call to `127.0.0.1:port` from `localAddress` (HTTPS trusting certificate `ca` when
 * given); network failures resolve as status 0.
 */
export function call(
  port: number,
  method: string,
  path: string,
  options: {
    body?: unknown;
    headers?: Record<string, string>;
    localAddress?: string;
    timeoutMs?: number;
    ca?: string;
  } = {},
): Promise<HttpAnswer> {
  const localAddress = options.localAddress ?? '127.0.0.1';
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = (options.ca ? https : http).request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: agentFor(localAddress, options.ca),
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, headers: {}, body: String(err) }));
    req.end(payload);
  });
}

/** Creates a database on the PostgreSQL at `adminUrl`; returns its URL and a dropper. */
export const freshDatabase = (adminUrl: string) =>
  createPostgresDatabase(adminUrl, 'hearsay_deploy');

/** Starts one instance of the built server on `port`; its output goes to `logFile`. */
export function startInstance(
  port: number,
  env: Record<string, string>,
  logFile: string,
): Instance {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { port, child, exited };
}

/** Polls GET /api/ready on `port` until 200; resolves with the milliseconds it took. Throws after `timeoutMs`. */
export async function waitReady(port: number, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await call(port, 'GET', '/api/ready', { timeoutMs: 2_000 });
    if (res.status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`instance on ${port} not ready after ${timeoutMs} ms`);
}

export interface Nginx {
  port: number;
  stop(): Promise<void>;
  dir: string;
}

/** A certificate and its key, PEM. */
export interface Tls {
  cert: string;
  key: string;
}

/** A self-signed certificate for 127.0.0.1 (openssl), valid for a day, in `dir`. */
export function selfSignedCertificate(dir: string): Tls & { certFile: string; keyFile: string } {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return {
    cert: readFileSync(certFile, 'utf8'),
    key: readFileSync(keyFile, 'utf8'),
    certFile,
    keyFile,
  };
}

/**
 * Starts nginx on `port` in front of `upstreamPorts`, with deploy/nginx/hearsay.conf; with `tls`
 * (files), it listens for HTTPS with that certificate.
 */
export async function startNginx(
  port: number,
  upstreamPorts: number[],
  tls?: { certFile: string; keyFile: string; cert: string },
): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'hearsay-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const site = readFileSync(join(root, 'deploy/nginx/hearsay.conf'), 'utf8')
    .replace(/^(\s*)__UPSTREAM_SERVERS__$/m, (_line, indent: string) =>
      upstreamPorts
        .map((p) => `${indent}server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
        .join('\n'),
    )
    .replace(/^(\s*)listen __LISTEN__;$/m, (_line, indent: string) =>
      tls
        ? `${indent}listen 127.0.0.1:${port} ssl;\n${indent}ssl_certificate ${tls.certFile};\n${indent}ssl_certificate_key ${tls.keyFile};`
        : `${indent}listen 127.0.0.1:${port};`,
    );
  writeFileSync(join(dir, 'hearsay.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // Workers as root only because the test runs as root and its temp dirs are root's.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `error_log ${dir}/error.log warn;`,
      `pid ${dir}/nginx.pid;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/hearsay.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const started = Date.now();
  while (
    (await call(port, 'GET', '/api/health', { timeoutMs: 1_000, ca: tls?.cert })).status !== 200
  ) {
    if (child.exitCode !== null || Date.now() - started > 20_000)
      throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    dir,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      // Keep nginx's error log beside the instances' logs for a failed run.
      if (existsSync(join(dir, 'error.log')))
        writeFileSync(`${dir}-error.log`, readFileSync(join(dir, 'error.log')));
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
