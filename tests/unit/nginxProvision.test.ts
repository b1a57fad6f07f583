/**
 * `npm test` gets Debian's nginx for the nginx suite the way it gets Chromium (issue 36): the one
 * that is there, else the packages as root with apt, else a one-line instruction (the suite then
 * fails with it). And the console's configuration as a test or a plain host runs it: the same
 * file with only its port and directory changed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  consoleServerConf,
  NGINX_HINT,
  NGINX_PACKAGES,
  provisionNginx,
  type Nginx,
} from '../../scripts/lib/nginx';

const DEBIAN: Nginx = {
  path: '/usr/sbin/nginx',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
};

function machine(facts: { installed?: boolean; apt?: boolean; aptWorks?: boolean }) {
  const ran: string[] = [];
  let there = facts.installed ? DEBIAN : null;
  const deps = {
    find: () => there,
    canUseApt: () => !!facts.apt,
    aptInstall: () => {
      ran.push('apt');
      if (facts.aptWorks) there = DEBIAN;
      return !!facts.aptWorks;
    },
    log: () => undefined,
  };
  return { deps, ran };
}

describe('provisionNginx', () => {
  it('uses the nginx that is there and installs nothing', () => {
    const { deps, ran } = machine({ installed: true, apt: true, aptWorks: true });
    expect(provisionNginx(deps)).toEqual({ ok: true, nginx: DEBIAN });
    expect(ran).toEqual([]);
  });

  it("installs Debian's nginx and brotli module as root with apt", () => {
    const { deps, ran } = machine({ apt: true, aptWorks: true });
    expect(provisionNginx(deps)).toEqual({ ok: true, nginx: DEBIAN });
    expect(ran).toEqual(['apt']);
  });

  it('gives the one-line instruction, naming the packages, when it cannot', () => {
    for (const facts of [{ apt: false }, { apt: true, aptWorks: false }]) {
      expect(provisionNginx(machine(facts).deps)).toEqual({ ok: false, hint: NGINX_HINT });
    }
    expect(NGINX_HINT).not.toContain('\n');
    for (const p of NGINX_PACKAGES) expect(NGINX_HINT).toContain(p);
  });
});

describe('consoleServerConf', () => {
  it('is deploy/nginx.conf with its port and the build’s directory changed, nothing else', () => {
    const conf = consoleServerConf('127.0.0.1:8081', '/srv/console/dist');
    expect(conf).toContain('listen 127.0.0.1:8081;');
    expect(conf).toContain('alias /srv/console/dist/;');
    expect(conf).not.toContain('listen 80;');
    expect(conf).not.toContain('/opt/jms-console/');
    const changed = conf
      .replace('listen 127.0.0.1:8081;', 'listen 80;')
      .replace('alias /srv/console/dist/;', 'alias /opt/jms-console/;');
    expect(changed).toBe(readFileSync('deploy/nginx.conf', 'utf8'));
  });

  it('refuses a configuration that no longer says what it replaces', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
    try {
      const file = join(dir, 'nginx.conf');
      writeFileSync(file, 'server { listen 8080; location /ui/ { alias /opt/jms-console/; } }');
      expect(() => consoleServerConf('127.0.0.1:1', '/x', file)).toThrow(
        'expected "listen 80;" once, found 0',
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
