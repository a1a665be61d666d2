// Writes the OpenAPI document generated from the routes to docs/openapi.json (committed; a test
// fails when it drifts). Run: npm run openapi
import fs from 'node:fs';
import path from 'node:path';
import { generateOpenApi, OPENAPI_FILE } from '../src/openapi';

const doc = await generateOpenApi();
fs.writeFileSync(OPENAPI_FILE, doc);
console.log(
  `wrote ${path.relative(process.cwd(), OPENAPI_FILE)} (${Object.keys(JSON.parse(doc).paths).length} paths)`,
);
