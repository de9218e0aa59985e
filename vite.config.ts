import vike from 'vike/plugin'
import { defineConfig } from 'vite'

// vike-react needs no @vitejs/plugin-react. Build with `vike build`
// (npm run build), never `vite build`: only the former prerenders.
export default defineConfig({
  plugins: [vike()],
  envPrefix: ['VITE_', 'PUBLIC_ENV__'],
  // DIST_DIR lets parallel builds (tests, benchmarks) write to their own folder.
  build: { target: 'es2022', outDir: process.env.DIST_DIR || 'dist', minify: !process.env.DEBUG_BUILD },
})
