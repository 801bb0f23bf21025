import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folders of `functions/` point one way (decision 034): no folder in a loop with another, and
 * no folder reading another feature's repository, but the composition roots (the API's app and the
 * per-target wiring), which may know every feature. Type-only imports carry no behaviour and are
 * left out. A feature offers the others its services and, for what they need of its records, its
 * `public.ts`: never its repositories.
 */
const ROOTS = new Set(['api', 'platform']);

const FUNCTIONS = 'functions';
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    const code = entry.name.endsWith('.ts') && !entry.name.includes('.test.') && !entry.name.endsWith('.d.ts');
    return code ? [path] : [];
  });
}

/** Folder → the folders it imports from, and every import of another folder's repository. */
function folderGraph() {
  const edges = new Map<string, Set<string>>();
  const repositoryImports: string[] = [];
  for (const file of sources(FUNCTIONS)) {
    const [from, ...rest] = relative(FUNCTIONS, file).split(sep);
    if (!rest.length || ROOTS.has(from!)) continue;
    for (const [, typeOnly, names, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly || names!.startsWith('type ')) continue;
      const target = spec!.startsWith('#functions/')
        ? spec!.slice('#functions/'.length)
        : spec!.startsWith('.')
          ? relative(FUNCTIONS, normalize(join(dirname(file), spec!)))
          : null;
      const parts = target?.split('/') ?? [];
      if (parts.length < 2 || parts[0]!.startsWith('..') || parts[0] === from) continue;
      if (!edges.has(from!)) edges.set(from!, new Set());
      edges.get(from!)!.add(parts[0]!);
      if (parts.at(-1)!.endsWith('repository')) repositoryImports.push(`${file} -> ${target}`);
    }
  }
  return { edges, repositoryImports };
}

/** The folders that sit in a loop: those that reach themselves again. */
function foldersInLoops(edges: Map<string, Set<string>>): string[] {
  const reaches = (start: string) => {
    const seen = new Set<string>();
    const stack = [...(edges.get(start) ?? [])];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(edges.get(next) ?? []));
    }
    return seen;
  };
  return [...edges.keys()].filter((folder) => reaches(folder).has(folder)).sort();
}

describe('the folders of functions/', () => {
  const { edges, repositoryImports } = folderGraph();

  it('sit in no loop', () => {
    expect(foldersInLoops(edges)).toEqual([]);
  });

  it("never read another feature's repository", () => {
    expect(repositoryImports).toEqual([]);
  });

  it('keep the job machinery free of features: jobs/ imports only the platform and the database', () => {
    expect([...(edges.get('jobs') ?? [])].sort()).toEqual(['db', 'platform']);
  });
});
