import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries';

let root: string;
function tree(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('refuses a web feature importing another feature, at any depth', () => {
    const v = checkBoundaries(
      tree({
        'apps/web/src/features/map/components/deep/marker.tsx':
          "import { x } from '../../../incidents/api/list';",
        'apps/web/src/features/incidents/api/list.ts': 'export const x = 1;',
        'apps/web/src/features/map/index.ts':
          "import { y } from '../../lib/api';\nimport { z } from './components/deep/marker';",
        'apps/web/src/lib/api.ts': 'export const y = 1;',
      }),
    );
    expect(v.map((x) => x.message)).toEqual([
      expect.stringContaining("feature 'map' imports feature 'incidents'"),
    ]);
    expect(v[0]).toMatchObject({ file: 'apps/web/src/features/map/components/deep/marker.tsx', line: 1 });
  });

  it('lets a server module reach another only through its index.ts', () => {
    const v = checkBoundaries(
      tree({
        'apps/server/src/modules/sites/index.ts': "export { findSite } from './sites.repository';",
        'apps/server/src/modules/sites/sites.repository.ts': 'export const findSite = 1;',
        'apps/server/src/modules/weather/ok.ts': "import { findSite } from '../sites';",
        'apps/server/src/modules/weather/bad.ts': "import { findSite } from '../sites/sites.repository';",
        'apps/server/src/simulator/seed.ts': "export { findSite } from '../modules/sites/sites.repository';",
        'apps/server/src/simulator/seed.db.test.ts':
          "import { findSite } from '../modules/sites/sites.repository';",
      }),
    );
    expect(v.map((x) => x.file).sort()).toEqual([
      'apps/server/src/modules/weather/bad.ts',
      'apps/server/src/simulator/seed.ts',
    ]);
  });

  it('keeps zod out of the web app: only types from @sw/contracts, values from its zod-free constants', () => {
    const v = checkBoundaries(
      tree({
        'apps/web/src/lib/ok.ts':
          "import type { A } from '@sw/contracts';\nimport { type B } from '@sw/contracts';\nimport { C } from '@sw/contracts/constants';",
        'apps/web/src/lib/bad.ts': "import { type A, LIMIT } from '@sw/contracts';",
        'apps/web/src/lib/ok.test.ts': "import { Schema } from '@sw/contracts';",
        'packages/contracts/src/constants/index.ts':
          "export * from './plain';\nexport * from './leaky';\nimport type { S } from '../schemas';",
        'packages/contracts/src/constants/plain.ts': 'export const C = 1;',
        'packages/contracts/src/constants/leaky.ts': "export { D } from '../schemas';",
        'packages/contracts/src/schemas.ts': "import { z } from 'zod';\nexport const D = z.string();",
      }),
    );
    // index.ts re-exports the leaky file: zod reaches it through there too.
    expect(v.map((x) => x.file).sort()).toEqual([
      'apps/web/src/lib/bad.ts',
      'packages/contracts/src/constants/index.ts',
      'packages/contracts/src/constants/leaky.ts',
    ]);
  });

  it('finds import cycles among server files, type imports included', () => {
    const v = checkBoundaries(
      tree({
        'apps/server/src/app.ts': "import { m } from './modules/m';\nexport interface S {}",
        'apps/server/src/modules/m/index.ts': "import type { S } from '../../app';\nexport const m = 1;",
      }),
    );
    expect(v).toHaveLength(1);
    expect(v[0]!.message).toMatch(
      /import cycle: apps\/server\/src\/app\.ts → apps\/server\/src\/modules\/m\/index\.ts/,
    );
  });

  it('keeps packages/domain free of I/O and packages free of apps', () => {
    const v = checkBoundaries(
      tree({
        'packages/domain/src/a.ts': "import fs from 'node:fs';",
        'packages/contracts/src/b.ts': "import { x } from '../../../apps/server/src/x';",
        'apps/server/src/x.ts': 'export const x = 1;',
      }),
    );
    expect(v.map((x) => x.message).sort()).toEqual([
      expect.stringContaining('a package imports an app'),
      expect.stringContaining('packages/domain is pure logic'),
    ]);
  });

  it('finds no violation in this repository', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
    expect(checkBoundaries(path.resolve(import.meta.dirname, '..'))).toEqual([]);
  });
});
