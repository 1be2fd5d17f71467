// Builds one of the floor pages (FLOOR_PAGE=react|chakra: index.html loads `${FLOOR_PAGE}.tsx`) into
// FLOOR_OUT, with the frontend's production settings that matter for size (minified, createSystem
// marked pure). See README.md.
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'error',
  resolve: {
    alias: [{ find: /^\/page\.tsx$/, replacement: `${import.meta.dirname}/${process.env.FLOOR_PAGE}.tsx` }],
  },
  build: {
    outDir: process.env.FLOOR_OUT,
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['createSystem'] },
      onwarn() {},
    },
  },
});
