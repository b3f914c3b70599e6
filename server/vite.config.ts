import { defineConfig } from 'vite'

/**
 * The game server's build for Node (npm run serve): one ESM file in dist-server/, with the engine
 * and the save format bundled from src/ and the packages left to node_modules.
 */
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
})
