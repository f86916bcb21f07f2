import { defineConfig, type Plugin } from 'vite';

/** The Fluent files' comments are for translators, not players: left out of the build (a
 * comment line is one starting with `#`; no message's text does). */
function ftlWithoutComments(): Plugin {
  return {
    name: 'ftl-without-comments',
    enforce: 'post',
    transform(code, id) {
      if (!/\.ftl\?raw$/.test(id)) return null;
      const text: string = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, ''));
      const kept = text
        .split('\n')
        .filter((line) => !line.startsWith('#'))
        .join('\n');
      return { code: `export default ${JSON.stringify(kept)};`, map: null };
    },
  };
}

// The build goes where camelot-server embeds it (crates/camelot-server/src/web.rs).
export default defineConfig({
  plugins: [ftlWithoutComments()],
  build: {
    outDir: '../crates/camelot-server/web-dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: { fs: { allow: ['..'] } },
});
