// Writes apps/server/assets/third-party-notices.txt: the name, version, licence and licence text of
// every third-party package the server and the web app ship (production dependencies, transitively).
// Served by GET /api/public/license. Run after changing dependencies: npx tsx apps/server/scripts/write-notices.ts
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const out = path.resolve(here, '../assets/third-party-notices.txt');

interface Manifest {
  name: string;
  version: string;
  license?: string | { type?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const read = (file: string): Manifest => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Node's lookup: the nearest node_modules/<name> walking up from the requiring package. */
function resolve(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return path.dirname(candidate);
    if (dir === path.dirname(dir)) return null;
  }
}

const found = new Map<string, { manifest: Manifest; dir: string }>();
function visit(deps: Record<string, string>, fromDir: string) {
  for (const name of Object.keys(deps)) {
    if (name.startsWith('@sw/')) continue;
    const dir = resolve(name, fromDir);
    if (!dir) continue; // an optional dependency for another platform
    const manifest = read(path.join(dir, 'package.json'));
    const key = `${manifest.name}@${manifest.version}`;
    if (found.has(key)) continue;
    found.set(key, { manifest, dir });
    visit({ ...manifest.dependencies, ...manifest.optionalDependencies }, dir);
  }
}
for (const ws of ['apps/server', 'apps/web', 'packages/contracts', 'packages/domain']) {
  const manifest = read(path.join(root, ws, 'package.json'));
  visit(manifest.dependencies ?? {}, path.join(root, ws));
}

const licenceText = (dir: string) => {
  const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$|-)/i.test(f));
  return file ? fs.readFileSync(path.join(dir, file), 'utf8').trim() : null;
};

const today = new Date().toISOString().slice(0, 10);
const parts = [
  'SiteWatch — Open Source Notices',
  `Last updated: ${today}`,
  '',
  'This product includes third-party software. Each package below is listed with its version and',
  'licence, followed by the licence text its authors ship with it.',
  '',
];
for (const key of [...found.keys()].sort()) {
  const { manifest, dir } = found.get(key)!;
  const licence =
    typeof manifest.license === 'string' ? manifest.license : (manifest.license?.type ?? 'see text');
  parts.push('-'.repeat(78), `${key}  (${licence})`, '', licenceText(dir) ?? '(no licence file shipped)', '');
}
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${parts.join('\n')}\n`);
console.log(`wrote ${path.relative(root, out)}: ${found.size} packages`);
