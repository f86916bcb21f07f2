import { defineConfig } from 'vite';

// The build goes where camelot-server embeds it (crates/camelot-server/src/web.rs).
export default defineConfig({
  build: {
    outDir: '../crates/camelot-server/web-dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: { fs: { allow: ['..'] } },
});
