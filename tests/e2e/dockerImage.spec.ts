/**
 * The Dockerfile, run as far as a machine without a container engine can (issue 36 §4): parsed,
 * its build stage's commands run on a copy of the build context (.dockerignore applied), its
 * nginx stage's file commands and COPYs applied to a copy of Debian's /etc/nginx, and nginx -t
 * run on the configuration the image would hold, with the image's CMD flags. The base images and
 * the apt install are what cannot run here: the test holds them to this machine instead (Node 20,
 * the Debian release, the packages `npm test` provisions and the nginx suite runs).
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { findNginx, NGINX_HINT, NGINX_PACKAGES } from '../../scripts/lib/nginx';

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  image: string;
  name: string;
  steps: Instruction[];
}

/** Dockerfile instructions by stage: continuation lines joined, comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const lines = text.replace(/\\\r?\n\s*/g, ' ').split(/\r?\n/);
  const stages: Stage[] = [];
  for (const line of lines.map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const [, op, args] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!op || args === undefined) throw new Error(`Dockerfile: cannot read "${line}"`);
    if (op.toUpperCase() === 'FROM') {
      const [, image, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      stages.push({ image: image!, name: name ?? String(stages.length), steps: [] });
    } else stages.at(-1)!.steps.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

/** The build context as `docker build .` sends it: this directory without .dockerignore's names. */
function copyContext(to: string): void {
  const ignored = readFileSync('.dockerignore', 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const odd = ignored.filter((l) => !/^[\w.-]+$/.test(l));
  if (odd.length) throw new Error(`.dockerignore: only top-level names are emulated, not ${odd}`);
  for (const name of readdirSync('.'))
    if (!ignored.includes(name)) cpSync(name, join(to, name), { recursive: true });
}

/**
 * The build stage's environment: npm takes the packages this machine's npm cache holds without
 * asking the registry whether each is still current. The lockfile pins every version and npm
 * checks each tarball's integrity all the same; it saves a quarter of `npm ci`'s CPU.
 */
const BUILD_ENV = { ...process.env, npm_config_prefer_offline: 'true' };

function sh(command: string, cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const res = spawnSync('sh', ['-c', command], { cwd, encoding: 'utf8', env });
  if (res.status !== 0)
    throw new Error(`"${command}" failed (${res.status}):\n${res.stdout}\n${res.stderr}`);
}

/** COPY's sources and destination, `--from=` aside. */
function copyArgs(args: string): { from: string | null; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const from = words[0]!.startsWith('--from=') ? words.shift()!.slice('--from='.length) : null;
  const dest = words.pop()!;
  return { from, sources: words, dest };
}

function copyInto(source: string, dest: string): void {
  const target = dest.endsWith('/') ? join(dest, basename(source)) : dest;
  mkdirSync(dirname(target), { recursive: true });
  cpSync(source, target, { recursive: true });
}

/** The image's paths that the nginx stage's commands and configuration name, under `root`. */
const IMAGE_PATHS = /(?<![\w./-])(\/etc\/nginx|\/var\/log\/nginx|\/run|\/opt)(?=[/;\s"']|$)/g;
const under = (root: string, text: string) => text.replace(IMAGE_PATHS, `${root}$1`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

test('the Dockerfile: its build commands run, and nginx accepts the image’s configuration', async () => {
  test.setTimeout(15 * 60_000);
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_HINT);
  const [build, serve, ...more] = parseDockerfile(readFileSync('Dockerfile', 'utf8'));
  expect(more).toEqual([]);
  // In memory where there is /dev/shm: npm ci writes ~650 MB, which a busy disk takes minutes to
  // write and as long again to delete.
  const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'jms-image-'));
  try {
    // The build stage, on this machine's Node: the same major as the image's, pinned exactly.
    const nodeImage = /^node:(\d+)\.\d+\.\d+-[\w-]+$/.exec(build!.image);
    expect(nodeImage, build!.image).not.toBeNull();
    expect(nodeImage![1]).toBe('20');
    expect(process.versions.node.split('.')[0]).toBe(nodeImage![1]);
    const context = join(scratch, 'context');
    copyContext(context);
    const buildFs = join(scratch, 'build');
    let workdir = buildFs;
    await test.step(`stage ${build!.name}`, () => {
      for (const { op, args } of build!.steps) {
        if (op === 'WORKDIR') mkdirSync((workdir = join(buildFs, args)), { recursive: true });
        else if (op === 'COPY') {
          const { from, sources, dest } = copyArgs(args);
          expect(from, args).toBeNull();
          const to = isAbsolute(dest) ? join(buildFs, dest) : join(workdir, dest);
          for (const s of sources) {
            if (s === '.') cpSync(context, to, { recursive: true });
            else copyInto(join(context, s), sources.length > 1 ? `${to}/` : to);
          }
        } else if (op === 'RUN') sh(args, workdir, BUILD_ENV);
        else throw new Error(`build stage: ${op} is not emulated`);
      }
    });

    // The nginx stage, on Debian's /etc/nginx of this machine: the image's release and packages.
    const debian = /^debian:(\d+)\.\d+-slim$/.exec(serve!.image);
    expect(debian, serve!.image).not.toBeNull();
    expect(readFileSync('/etc/debian_version', 'utf8').split('.')[0]).toBe(debian![1]);
    const imageFs = join(scratch, 'image');
    cpSync('/etc/nginx', join(imageFs, 'etc/nginx'), { recursive: true, verbatimSymlinks: true });
    for (const dir of ['var/log/nginx', 'run']) mkdirSync(join(imageFs, dir), { recursive: true });
    let cmd: string[] = [];
    const exposed: string[] = [];
    await test.step(`stage ${serve!.name}`, () => {
      for (const { op, args } of serve!.steps) {
        if (op === 'RUN' && /apt-get install/.test(args)) {
          const packages = args
            .split('apt-get install')[1]!
            .split('&&')[0]!
            .split(/\s+/)
            .filter((w) => w && !w.startsWith('-'));
          expect(packages).toEqual(NGINX_PACKAGES);
        } else if (op === 'RUN') sh(under(imageFs, args), imageFs);
        else if (op === 'COPY') {
          const { from, sources, dest } = copyArgs(args);
          const root = from === null ? context : from === build!.name ? buildFs : null;
          expect(root, args).not.toBeNull();
          for (const s of sources) copyInto(join(root!, s), join(imageFs, dest));
        } else if (op === 'EXPOSE') exposed.push(args);
        else if (op === 'CMD') cmd = JSON.parse(args) as string[];
        else if (op !== 'STOPSIGNAL') throw new Error(`nginx stage: ${op} is not emulated`);
      }
    });
    for (const file of filesUnder(join(imageFs, 'etc/nginx')))
      writeFileSync(file, under(imageFs, readFileSync(file, 'utf8')));

    // What the image serves: the build, precompressed.
    const served = join(imageFs, 'opt/jms-console');
    expect(existsSync(join(served, 'index.html'))).toBe(true);
    const scripts = readdirSync(join(served, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    for (const f of scripts)
      if (statSync(join(served, 'assets', f)).size > 1024)
        for (const ext of ['.gz', '.br'])
          expect(existsSync(join(served, 'assets', f + ext)), f + ext).toBe(true);

    // nginx -t with the image's CMD flags; the console's server is the only one, on EXPOSE's port.
    // Its output goes to a file: the image's logs are /dev/stdout and /dev/stderr, which nginx
    // cannot open on the sockets Node gives a child for its output.
    expect(cmd[0]).toBe('nginx');
    const conf = join(imageFs, 'etc/nginx/nginx.conf');
    const nginxSays = (flag: string) => {
      const log = join(scratch, 'nginx.out');
      const fd = openSync(log, 'w');
      const res = spawnSync(nginx.path, [flag, '-c', conf, ...cmd.slice(1)], {
        stdio: ['ignore', fd, fd],
      });
      closeSync(fd);
      return { status: res.status, out: readFileSync(log, 'utf8') };
    };
    const checked = nginxSays('-t');
    expect(checked.status, checked.out).toBe(0);
    expect(checked.out).toContain('test is successful');
    const dump = nginxSays('-T').out;
    expect(dump.match(/^\s*listen\s+[^;]+;/gm)?.map((l) => l.trim())).toEqual([
      `listen ${exposed.join(' ')};`,
    ]);
    expect(dump).toContain(`alias ${resolve(served)}/;`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
