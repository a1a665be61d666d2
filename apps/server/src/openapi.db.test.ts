import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from './openapi';

describe('OpenAPI document', () => {
  it('matches the committed docs/openapi.json (run `npm run openapi` after changing routes)', async () => {
    const generated = await generateOpenApi();
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(committed).toBe(generated);
  });

  it('documents the sign-in and site routes of the spec', async () => {
    const paths = JSON.parse(await generateOpenApi()).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/auth/login',
        '/api/v1/auth/user',
        '/api/v1/sites',
        '/api/v1/sites/{id}',
      ]),
    );
    expect(paths['/api/v1/auth/login'].post).toBeTruthy();
  });
});
