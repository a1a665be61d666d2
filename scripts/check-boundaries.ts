/**
 * Import boundaries, checked on every `npm test` (lint stage) and by its unit test:
 * - a web feature never imports another feature (pages in app/routes combine them);
 * - a server module imports another module only through its index.ts (tests may reach inside);
 * - packages never import apps, and packages/domain does no I/O (no node: or database imports);
 * - the web app's own code (tests aside) imports only types from `@sw/contracts`, and values from
 *   `@sw/contracts/constants`, whose files import no zod (not even through another file): zod and the
 *   schemas stay out of the browser bundle (issue 10); the setup pages alone (lazily loaded) take
 *   their forms' schemas from `@sw/contracts/setup`;
 * - no import cycle among the server's files (type-only imports included: a cycle of types still
 *   ties the files' order of change together).
 * Relative specifiers are resolved like TypeScript's bundler resolution (extension and /index).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Violation {
  file: string;
  line: number;
  message: string;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

function resolveRelative(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  if (/\.(ts|tsx)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return undefined;
}

export interface ImportEdge {
  spec: string;
  /** `import type` / `export type`: erased from the built code. */
  typeOnly: boolean;
  /** The names imported, as written (`type X` for a type-only name). */
  names: string[];
  target?: string;
  line: number;
}

export function importsOf(file: string): ImportEdge[] {
  const text = fs.readFileSync(file, 'utf8');
  const edges: ImportEdge[] = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = (m[1] ?? m[2])!;
    const line = text.slice(0, m.index).split('\n').length;
    const head = m[0].trim();
    const typeOnly = /^(import|export)\s+type\s/.test(head);
    const names =
      /\{([^}]*)\}/
        .exec(head)?.[1]
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean) ?? [];
    const target = spec.startsWith('.') ? resolveRelative(file, spec) : undefined;
    edges.push({ spec, line, typeOnly, names, target });
  }
  return edges;
}

function segmentAfter(rel: string, prefix: string): string | undefined {
  return rel.startsWith(prefix) ? rel.slice(prefix.length).split('/')[0] : undefined;
}

const CONSTANTS = 'packages/contracts/src/constants/';

/** A contracts file whose run-time imports (followed through) never reach zod. */
function zodFree(root: string, file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return true;
  seen.add(file);
  return importsOf(path.join(root, file)).every(
    (e) =>
      e.typeOnly ||
      (e.spec !== 'zod' &&
        !e.spec.startsWith('zod/') &&
        (!e.target || zodFree(root, path.relative(root, e.target).split(path.sep).join('/'), seen))),
  );
}

/** Every boundary violation under root (the repository). */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  const rel = (p: string) => path.relative(root, p).split(path.sep).join('/');
  const files = ['apps/web/src', 'apps/server/src', 'apps/server/scripts', 'packages'].flatMap((d) =>
    walk(path.join(root, d)),
  );
  const serverGraph = new Map<string, ImportEdge[]>();
  for (const file of files) {
    const from = rel(file);
    const edges = importsOf(file);
    if (from.startsWith('apps/server/src/')) serverGraph.set(from, edges);
    for (const edge of edges) {
      const to = edge.target ? rel(edge.target) : undefined;
      const add = (message: string) => violations.push({ file: from, line: edge.line, message });
      const fromFeature = segmentAfter(from, 'apps/web/src/features/');
      const toFeature = to && segmentAfter(to, 'apps/web/src/features/');
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        add(
          `web feature '${fromFeature}' imports feature '${toFeature}' (${edge.spec}); combine them in a page`,
        );
      }
      const fromModule = segmentAfter(from, 'apps/server/src/modules/');
      const toModule = to && segmentAfter(to, 'apps/server/src/modules/');
      // Tests may reach into a module (fixtures, test kits); production code goes through index.ts.
      const isTest = /\.test\.tsx?$/.test(from);
      if (
        toModule &&
        !isTest &&
        fromModule !== toModule &&
        to !== `apps/server/src/modules/${toModule}/index.ts`
      ) {
        add(`imports module '${toModule}' past its index.ts (${edge.spec})`);
      }
      if (from.startsWith('packages/') && (to?.startsWith('apps/') || edge.spec.startsWith('@sw/server'))) {
        add(`a package imports an app (${edge.spec})`);
      }
      const webCode = from.startsWith('apps/web/src/') && !/\.test\.tsx?$/.test(from);
      if (webCode && edge.spec === '@sw/contracts' && !edge.typeOnly) {
        const values = edge.names.filter((n) => !n.startsWith('type '));
        if (values.length > 0 || edge.names.length === 0) {
          add(
            `the web app imports values from @sw/contracts (${values.join(', ') || '*'}): that ships zod and every schema; use @sw/contracts/constants`,
          );
        }
      }
      // The setup schemas (zod) go to the browser, but only in the lazily loaded setup pages.
      const setupCode = /^apps\/web\/src\/(features\/setup\/|app\/routes\/(setup-|first-admin))/.test(from);
      if (webCode && edge.spec === '@sw/contracts/setup' && !edge.typeOnly && !setupCode) {
        add(
          'only the setup pages (features/setup, app/routes/setup-*) import values from @sw/contracts/setup',
        );
      }
      if (from.startsWith(CONSTANTS) && !edge.typeOnly) {
        if (edge.spec === 'zod' || edge.spec.startsWith('zod/')) add('@sw/contracts/constants imports zod');
        else if (to?.startsWith('packages/contracts/src/') && !zodFree(root, to)) {
          add(`@sw/contracts/constants imports ${to}, which imports zod`);
        }
      }
      if (from.startsWith('packages/domain/') && !from.endsWith('.test.ts')) {
        if (/^(node:|fs$|path$|pg$|@electric-sql|drizzle-orm|fastify)/.test(edge.spec)) {
          add(`packages/domain is pure logic: no I/O import (${edge.spec})`);
        }
      }
    }
  }
  for (const cycle of cyclesOf(serverGraph, rel, root)) {
    violations.push({
      file: cycle[0]!,
      line: 1,
      message: `import cycle: ${cycle.join(' → ')} → ${cycle[0]}`,
    });
  }
  return violations;
}

/** Strongly connected components of more than one file (Tarjan), each as a list of files. */
function cyclesOf(graph: Map<string, ImportEdge[]>, rel: (p: string) => string, _root: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  const targets = (f: string) =>
    (graph.get(f) ?? []).flatMap((e) => (e.target ? [rel(e.target)] : [])).filter((t) => graph.has(t));
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of targets(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) out.push(scc.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return out;
}

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const violations = checkBoundaries(path.resolve(import.meta.dirname, '..'));
  for (const v of violations) console.error(`${v.file}:${v.line}  ${v.message}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} import boundary violation(s)`);
    process.exit(1);
  }
  console.log('Import boundaries: no violations');
}
