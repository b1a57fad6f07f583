/**
 * `npm test` on a machine without Chromium (issue 21): it gets one by itself, Playwright's download
 * first, then Debian's package when root with apt, else a one-line instruction and nothing run.
 */
import { describe, expect, it } from 'vitest';
import { INSTALL_HINT, provisionChromium, type ProvisionDeps } from '../../scripts/lib/chromium';

/** A machine described by its facts, recording which install steps ran. */
function machine(facts: {
  installed?: string;
  downloadWorks?: boolean;
  apt?: boolean;
  aptWorks?: boolean;
}): { deps: ProvisionDeps; ran: string[] } {
  const ran: string[] = [];
  let cached: string | null = facts.installed ?? null;
  let debian: string | null = null;
  const deps: ProvisionDeps = {
    find: () => cached,
    download: () => {
      ran.push('download');
      if (facts.downloadWorks) cached = '/root/.cache/ms-playwright/chromium/chrome';
      return !!facts.downloadWorks;
    },
    canUseApt: () => !!facts.apt,
    aptInstall: () => {
      ran.push('apt');
      if (facts.aptWorks) debian = '/usr/bin/chromium';
      return !!facts.aptWorks;
    },
    aptExecutable: () => debian,
    log: () => undefined,
  };
  return { deps, ran };
}

describe('provisionChromium', () => {
  it('uses the Chromium that is there and installs nothing', () => {
    const { deps, ran } = machine({ installed: '/usr/bin/chromium', apt: true, aptWorks: true });
    expect(provisionChromium(deps)).toEqual({ ok: true, path: '/usr/bin/chromium', how: 'found' });
    expect(ran).toEqual([]);
  });

  it("gets Playwright's own download where the network allows it", () => {
    const { deps, ran } = machine({ downloadWorks: true, apt: true, aptWorks: true });
    expect(provisionChromium(deps)).toMatchObject({ ok: true, how: 'download' });
    expect(ran).toEqual(['download']);
  });

  it("falls back to Debian's package as root with apt when the download fails", () => {
    const { deps, ran } = machine({ apt: true, aptWorks: true });
    expect(provisionChromium(deps)).toEqual({ ok: true, path: '/usr/bin/chromium', how: 'apt' });
    expect(ran).toEqual(['download', 'apt']);
  });

  it('gives the one-line instruction when neither works', () => {
    const { deps, ran } = machine({ apt: false });
    expect(provisionChromium(deps)).toEqual({ ok: false, hint: INSTALL_HINT });
    expect(ran).toEqual(['download']);
    expect(INSTALL_HINT).not.toContain('\n');
  });

  it('gives the instruction when apt itself fails', () => {
    const { deps, ran } = machine({ apt: true, aptWorks: false });
    expect(provisionChromium(deps)).toEqual({ ok: false, hint: INSTALL_HINT });
    expect(ran).toEqual(['download', 'apt']);
  });
});
