import type { CodegenConfig } from '@graphql-codegen/cli';

// Documents live next to the components that use them; the output folder is generated and committed.
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.tsx', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'useFragment' } },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string' },
        nonOptionalTypename: true,
      },
    },
  },
};

export default config;
