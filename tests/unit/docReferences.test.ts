/**
 * References to documents resolve (docs/README.md §2): `docs/<name>.md §<section>` names a document
 * of docs/ and a section heading it holds; every `§` belongs to the document named just before it
 * (inside docs/, a `§` alone is a section of the same document; anywhere, `issue <n> §<m>, §<k>`
 * names an issue's points); and nothing cites the specification files this repository does not
 * hold, which a contributor who clones it cannot read.
 *
 * Scans the sources, tests, scripts, configuration, the README and docs/ itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SCANNED_DIRS = [
  'src',
  'dataProvider',
  'authProvider',
  'resources',
  'mock',
  'i18n',
  'scripts',
  'tests',
  'docs',
];
const SCANNED_FILES = /\.(ts|tsx|js|mjs|md)$/;
const THIS_FILE = relative(ROOT, new URL(import.meta.url).pathname);

/** The specifications the code was first written from; they live outside the repository. */
const EXTERNAL_SPEC = /shell-spec|domain-spec|domain-protocol-|\bprotocol\.md/i;

const NUM = String.raw`\d+(?:\.\d+)*`;
/** `§n`, `§n–m` (a run of sections). */
const SECTION = String.raw`§\s?(${NUM})(?:\s?[–-]\s?§?(${NUM}))?`;
/** Between a document and its sections: spaces, and a comment's line break (` * `, `// `). */
const GAP = String.raw`(?:\s|\*|//)*`;
/** A document, then its sections: `docs/wire.md §5.1, §5.4`, `[wire.md](wire.md) §9.4`. */
const DOC_CITATION = new RegExp(
  String.raw`(?:\bdocs/|\]\()([\w-]+\.md)\)?((?:${GAP}(?:,|/|and)?${GAP}${SECTION})*)`,
  'g',
);
/** An issue's points: `issue 32 §6`, `issue 34 §14, §15`. */
const ISSUE_CITATION = new RegExp(
  String.raw`\bissue\s+\d+((?:${GAP}(?:,|/|and)?${GAP}${SECTION})+)`,
  'gi',
);
const ANY_SECTION = new RegExp(SECTION, 'g');

function walk(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(path);
    return SCANNED_FILES.test(e.name) ? [path] : [];
  });
}

function scannedFiles(): string[] {
  const top = readdirSync(ROOT, { withFileTypes: true })
    .filter((e) => e.isFile() && SCANNED_FILES.test(e.name))
    .map((e) => join(ROOT, e.name));
  return [...top, ...SCANNED_DIRS.flatMap((d) => walk(join(ROOT, d)))]
    .map((p) => relative(ROOT, p))
    .filter((p) => p !== THIS_FILE);
}

/** The section numbers of each document: the number that starts a heading (`## 5.1 Pagination`). */
function docSections(): Map<string, Set<string>> {
  const docs = new Map<string, Set<string>>();
  for (const name of readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(ROOT, 'docs', name), 'utf8');
    const numbers = [...text.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]!);
    docs.set(`docs/${name}`, new Set(numbers));
  }
  return docs;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Every problem of one file's references (`file` is its path from the repository's root). */
function problemsIn(file: string, text: string, docs: Map<string, Set<string>>): string[] {
  const problems: string[] = [];
  const at = (index: number) => `${file}:${lineOf(text, index)}`;
  const inDocs = file.startsWith('docs/');

  const checkSections = (doc: string, sections: string, index: number) => {
    const known = docs.get(doc);
    for (const m of sections.matchAll(ANY_SECTION)) {
      for (const n of [m[1], m[2]]) {
        if (n && !known?.has(n)) problems.push(`${at(index)}: ${doc} has no §${n}`);
      }
    }
  };

  const cited: [number, number][] = [];
  for (const m of text.matchAll(DOC_CITATION)) {
    const doc = `docs/${m[1]}`;
    cited.push([m.index, m.index + m[0].length]);
    if (docs.has(doc)) checkSections(doc, m[2] ?? '', m.index);
    else problems.push(`${at(m.index)}: no document ${doc}`);
  }

  for (const m of text.matchAll(ISSUE_CITATION)) cited.push([m.index, m.index + m[0].length]);

  for (const m of text.matchAll(ANY_SECTION)) {
    if (cited.some(([start, end]) => m.index >= start && m.index < end)) continue;
    if (inDocs) checkSections(file, m[0], m.index);
    else problems.push(`${at(m.index)}: ${m[0]} names no document`);
  }

  for (const m of text.matchAll(new RegExp(EXTERNAL_SPEC, 'gi'))) {
    problems.push(`${at(m.index)}: cites ${m[0]}, which is not in the repository`);
  }
  return problems;
}

describe('references to documents', () => {
  const docs = docSections();

  it('every cited document and section exists, and every § names its document', () => {
    const files = scannedFiles();
    expect(files).toEqual(expect.arrayContaining(['README.md', 'dataProvider/index.ts']));
    const problems = files.flatMap((f) => problemsIn(f, readFileSync(join(ROOT, f), 'utf8'), docs));
    expect(problems).toEqual([]);
  });

  it('accepts the citation forms docs/README.md §2 describes', () => {
    const code = [
      '// The date range is never exported (docs/wire.md §12.1).',
      '/** Lists (docs/wire.md §5.1, §5.4) and a run (docs/domain.md §7.5–7.7). */',
      '/* wrapped: docs/shell.md',
      ' * §5.2; an issue point: issue 32 §6 */',
      '// points of an issue (issue 34 §14, §15; issue 34 §3 and §12)',
    ].join('\n');
    expect(problemsIn('src/probe.ts', code, docs)).toEqual([]);
    expect(
      problemsIn('docs/wire.md', 'As §5.1 says, see [shell.md](shell.md) §7.3.', docs),
    ).toEqual([]);
  });

  it('fails on a missing section or document, a § without its document, an outside specification', () => {
    expect(problemsIn('src/probe.ts', '// docs/wire.md §99.1', docs)).toEqual([
      'src/probe.ts:1: docs/wire.md has no §99.1',
    ]);
    expect(problemsIn('src/probe.ts', '// docs/nowhere.md §1', docs)).toEqual([
      'src/probe.ts:1: no document docs/nowhere.md',
    ]);
    expect(problemsIn('src/probe.ts', '// (§5.1)', docs)).toEqual([
      'src/probe.ts:1: §5.1 names no document',
    ]);
    expect(problemsIn('docs/wire.md', 'see §99', docs)).toEqual([
      'docs/wire.md:1: docs/wire.md has no §99',
    ]);
    expect(problemsIn('src/probe.ts', '// shell-spec §8', docs)).toEqual([
      'src/probe.ts:1: §8 names no document',
      'src/probe.ts:1: cites shell-spec, which is not in the repository',
    ]);
  });
});
