/**
 * RTK Query code generation from the committed OpenAPI document.
 * Run with `npm run codegen -w frontend` (or `npm run codegen` at the root).
 * The output file is generated: never edit src/api/generated.ts by hand.
 *
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const config = {
  schemaFile: '../openapi.yaml',
  apiFile: './src/api/base.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  tag: true,
};

module.exports = config;
