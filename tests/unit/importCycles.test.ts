/**
 * No import cycles, in the console nor in the demo backend: every module can be read (and moved)
 * after the ones it imports. A new cycle fails here with the modules that form it.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../support/importGraph';

const root = process.cwd();

describe('import cycles', () => {
  it('the console (src, providers, descriptors, catalogues) has none', () => {
    const graph = importGraph(root, ['src', 'dataProvider', 'authProvider', 'resources', 'i18n']);
    expect(graph.size).toBeGreaterThan(300);
    expect(importCycles(graph)).toEqual([]);
  });

  it('the demo backend has none', () => {
    const graph = importGraph(root, ['mock']);
    expect(graph.size).toBeGreaterThan(100);
    expect(importCycles(graph)).toEqual([]);
  });

  it('finds a cycle, type-only imports included', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
