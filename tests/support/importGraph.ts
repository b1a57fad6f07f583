/**
 * The import graph of the project's own modules, read with TypeScript's parser, and its cycles.
 * Every static import and re-export between the project's files is an edge, type-only ones too: a
 * type cycle is still two modules that cannot be understood (or moved) one without the other.
 * `import()` is not an edge: a module loaded on demand does not take part in evaluation order.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const out: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      out.push(statement.moduleSpecifier.text);
  }
  return out;
}

/** Module path -> the project modules it imports (paths relative to `root`). */
export function importGraph(root: string, dirs: readonly string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(resolve(root, dir)));
  const known = new Set(files);
  const resolveSpecifier = (from: string, spec: string): string | null => {
    if (!spec.startsWith('.')) return null;
    const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
    const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
    return candidates.find((c) => known.has(c)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiers(file)
      .map((spec) => resolveSpecifier(file, spec))
      .filter((target): target is string => target !== null);
    graph.set(
      relative(root, file),
      targets.map((t) => relative(root, t)),
    );
  }
  return graph;
}

/** The graph's cycles: its strongly connected components of more than one module (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}
