/* eslint-disable @typescript-eslint/no-require-imports */
/**
 * The backend run from its sources, without a build: `backendSources()` is Node's own require
 * rooted at backend/src, with `.ts` files under backend/src transpiled as they load (TypeScript's
 * transpileModule with backend/tsconfig.json's options, as CommonJS; each file alone, as the jest
 * projects transpile, its type errors left to `npm run typecheck`). The service project's
 * environment and the template database's migrations (global-setup.ts) load the backend so.
 *
 * The hook goes in at the first require, not at load: jest loads set-up files through a `.ts` hook
 * of its own (pirates) and removes it afterwards; other `.ts` files go on to the loader found then.
 */
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { join, resolve } = require('node:path');

const root = resolve(__dirname, '..', '..');
const backendDir = join(root, 'backend');
const sources = join(backendDir, 'src');

function installHook() {
  if (Module._extensions['.ts']?.vvBackend) return;
  const ts = require('typescript');
  const config = ts.getParsedCommandLineOfConfigFile(join(backendDir, 'tsconfig.json'), {}, ts.sys);
  const compilerOptions = {
    ...config.options,
    module: ts.ModuleKind.CommonJS,
    moduleResolution: ts.ModuleResolutionKind.Node10,
    isolatedModules: true,
    sourceMap: false,
    inlineSourceMap: true,
    inlineSources: true,
    noEmit: false,
  };
  // the output by a hash of the compiler, its options, the file and its source: each worker of a
  // run, and each later run, transpiles only what changed
  const cache = join(root, 'tests', '.tmp', 'backend-transpiled');
  mkdirSync(cache, { recursive: true });
  const salt = `${ts.version}${JSON.stringify(compilerOptions)}`;
  const previous = Module._extensions['.ts'];
  const loader = (module, filename) => {
    if (!filename.startsWith(sources + '/')) {
      if (previous) return previous(module, filename);
      throw new Error(`only the backend's sources load as TypeScript here: ${filename}`);
    }
    const source = readFileSync(filename, 'utf8');
    const cached = join(cache, `${createHash('sha1').update(salt).update(filename).update(source).digest('hex')}.js`);
    let output;
    try {
      output = readFileSync(cached, 'utf8');
    } catch {
      output = ts.transpileModule(source, { compilerOptions, fileName: filename }).outputText;
      // written whole under another name, then renamed: a worker reading it meanwhile finds none
      writeFileSync(`${cached}.${process.pid}`, output);
      renameSync(`${cached}.${process.pid}`, cached);
    }
    module._compile(output, filename);
  };
  loader.vvBackend = true;
  Module._extensions['.ts'] = loader;
}

const fromSources = Module.createRequire(join(sources, 'main.ts'));

/** Node's require rooted at backend/src/main.ts, for the backend's modules (by path, no extension) and its packages. */
function backendSources() {
  return (id) => {
    installHook();
    return fromSources(id);
  };
}

module.exports = { backendSources };
