// Prints the GraphQL schema (lexicographically sorted) to schema/schema.graphql.
import { writeFileSync } from 'node:fs';
import { printSchema } from 'graphql';
import { schema } from '../server/graphql/schema.ts';

const target = new URL('../schema/schema.graphql', import.meta.url);
writeFileSync(target, `${printSchema(schema)}\n`);
console.log('wrote schema/schema.graphql');
