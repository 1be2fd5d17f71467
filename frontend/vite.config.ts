import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const domainSource = fileURLToPath(new URL('../libs/domain/src/index.ts', import.meta.url));

/** Code shared by every page (shared rules and third-party libraries), split by how often it changes. */
const CHUNK_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'domain', test: /[\\/]libs[\\/]domain[\\/]src[\\/]/ },
  {
    name: 'vendor-react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'vendor-state',
    test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
  },
  {
    name: 'vendor-ui',
    test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc|stylis|proxy-compare|next-themes)[\\/]/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@vineyard/domain': domainSource },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  // The server that renders /feature-requests per request has none of the frontend's packages
  // (docker/Dockerfile): the renderer carries React, Chakra and the rest in its one file.
  ssr: { noExternal: true },
  build: {
    // The server renderer (src/prerender/render.tsx: run by scripts/prerender.mjs for every public
    // page, and by the server per request for /feature-requests) goes to dist/prerendered/ssr/,
    // which the server never serves as files.
    outDir: isSsrBuild ? 'dist/prerendered/ssr' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: !isSsrBuild,
    // read by scripts/route-preloads.mjs, then removed
    manifest: !isSsrBuild,
    rolldownOptions: {
      // The app (index.html → src/main.tsx) and, for the prerendered public pages, the small boot
      // script that runs before it (src/prerender/boot.ts, see scripts/prerender.mjs).
      input: isSsrBuild ? undefined : { index: 'index.html', boot: 'src/prerender/boot.ts' },
      treeshake: {
        // '@chakra-ui/react' builds an unused `defaultSystem = createSystem(defaultConfig)` when the
        // bundle starts (the module also exports `defaultConfig`, which src/app/theme.ts uses). The
        // call is pure but not annotated, so without this hint every page load creates the design
        // system twice: about 40% of the app's startup script time. Likewise `defaultConfig =
        // mergeConfigs(defaultBaseConfig, defaultThemeConfig)`, a deep clone of Chakra's whole default
        // theme, which src/app/theme.ts no longer uses (it merges the theme's parts itself).
        manualPureFunctions: ['createSystem', 'mergeConfigs'],
      },
      output: {
        // one ES module file (.mjs whatever package.json the server's copy sits under)
        ...(isSsrBuild && { entryFileNames: '[name].mjs' }),
        // Vendor code in long-lived chunks; app code stays split per route area (public, auth,
        // game, admin — see src/app/router.tsx), so the home page loads no game code.
        codeSplitting: isSsrBuild ? false : { groups: CHUNK_GROUPS },
      },
    },
  },
}));
