// Prints the REST API's OpenAPI document to schema/openapi.json (`--check`: fails when that file is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../server/rest/openapi.ts';

const target = new URL('../schema/openapi.json', import.meta.url);
const text = `${JSON.stringify(openApiDocument(), null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (readFileSync(target, 'utf8') !== text) {
    console.error('schema/openapi.json is stale; run `npm run generate`');
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log('wrote schema/openapi.json');
}
