/**
 * Debian's nginx for the tests that serve the build the way the image does (deploy/nginx.conf):
 * where it is, how `npm test` gets it (as root with apt, like Chromium), and how a test runs it
 * with a configuration of its own, as a child process on free ports.
 *
 * NGINX_PATH names another nginx; it needs the brotli_static module under its modules path.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/** Debian's packages: nginx, and the module that sends `.br` files as they are. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
export const NGINX_HINT = `No nginx with the brotli_static module for the nginx tests: run \`apt-get install -y ${NGINX_PACKAGES.join(' ')}\` as root (Debian), or set NGINX_PATH to an nginx whose modules path has ngx_http_brotli_static_module.so.`;

const BROTLI_MODULE = 'ngx_http_brotli_static_module.so';

export interface Nginx {
  path: string;
  /** The brotli_static module, for `load_module`. */
  brotliModule: string;
}

function onPath(name: string): string | null {
  const res = spawnSync('which', [name], { encoding: 'utf8' });
  return res.status === 0 ? res.stdout.trim() || null : null;
}

/** Where the nginx at `path` looks for dynamic modules (`nginx -V`'s --modules-path). */
function modulesPath(path: string): string {
  const res = spawnSync(path, ['-V'], { encoding: 'utf8' });
  const flags = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  return /--modules-path=(\S+)/.exec(flags)?.[1] ?? '/usr/lib/nginx/modules';
}

export function findNginx(): Nginx | null {
  const path =
    [process.env.NGINX_PATH, '/usr/sbin/nginx'].find((p) => p && existsSync(p)) ?? onPath('nginx');
  if (!path) return null;
  const brotliModule = join(modulesPath(path), BROTLI_MODULE);
  return existsSync(brotliModule) ? { path, brotliModule } : null;
}

/** `npm test`'s provisioning: the nginx that is there, else Debian's packages as root. */
export function provisionNginx(deps: {
  find(): Nginx | null;
  canUseApt(): boolean;
  aptInstall(): boolean;
  log(line: string): void;
}): { ok: true; nginx: Nginx } | { ok: false; hint: string } {
  const found = deps.find();
  if (found) return { ok: true, nginx: found };
  if (deps.canUseApt()) {
    deps.log(`Installing ${NGINX_PACKAGES.join(' and ')} from Debian’s repositories…`);
    const installed = deps.aptInstall() ? deps.find() : null;
    if (installed) return { ok: true, nginx: installed };
  }
  return { ok: false, hint: NGINX_HINT };
}

export const NGINX_MACHINE = {
  find: findNginx,
  canUseApt: () => process.getuid?.() === 0 && onPath('apt-get') !== null,
  aptInstall: () => {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args: string[]) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env, timeout: 15 * 60_000 }).status === 0;
    return (
      apt(['update', '-qq']) &&
      apt(['install', '-y', '-qq', '--no-install-recommends', ...NGINX_PACKAGES])
    );
  },
  log: (line: string) => console.log(line),
};

/** One textual replacement in a configuration that must still have `from` exactly once. */
function replaceOnce(conf: string, from: string, to: string, what: string): string {
  const parts = conf.split(from);
  if (parts.length !== 2)
    throw new Error(`${what}: expected "${from}" once, found ${parts.length - 1}`);
  return parts.join(to);
}

/**
 * deploy/nginx.conf as a test or a plain-nginx host runs it: the same file with its port and the
 * build's directory changed, and nothing else.
 */
export function consoleServerConf(
  listen: string,
  distDir: string,
  file = 'deploy/nginx.conf',
): string {
  const conf = readFileSync(file, 'utf8');
  return replaceOnce(
    replaceOnce(conf, 'listen 80;', `listen ${listen};`, file),
    'alias /opt/jms-console/;',
    `alias ${distDir.replace(/\/?$/, '/')};`,
    file,
  );
}

/** A main configuration around `http` (server blocks), with every path inside `dir`. */
export function mainConf(nginx: Nginx, dir: string, http: string): string {
  // As root, nginx's workers would run as nobody, who cannot write this process's temp dir.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${join(dir, t)};`)
    .join('\n');
  return `${user}load_module ${nginx.brotliModule};
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
${temp}
${http}
}
`;
}

/** `nginx -t` on a configuration file: null when it holds, else nginx's words. */
export function testConf(nginx: Nginx, conf: string, prefix: string): string | null {
  const res = spawnSync(nginx.path, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  return res.status === 0 ? null : `${res.stderr}${res.stdout}`.trim();
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx on `conf` (written to `dir/nginx.conf`) and waits until every one of `ports`
 * answers; `stop()` ends it. Fails with nginx's own words when it does not start.
 */
export async function startNginx(
  nginx: Nginx,
  dir: string,
  conf: string,
  ports: number[],
): Promise<{ stop(): Promise<void> }> {
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const problem = testConf(nginx, file, dir);
  if (problem) throw new Error(`nginx refuses the configuration: ${problem}`);
  const child: ChildProcess = spawn(nginx.path, ['-p', dir, '-c', file], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () =>
    existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
  for (const deadline = Date.now() + 15_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors()}`);
    if ((await Promise.all(ports.map(listening))).every(Boolean)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${ports.join(', ')}: ${errors()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    async stop() {
      // Fast shutdown: a graceful one would wait for the open websockets.
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
