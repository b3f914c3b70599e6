import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './src/pwa/pwaOptions'
import { CONTENT_SECURITY_POLICY } from './src/shared/contentSecurityPolicy'

/**
 * The built page carries the app's Content-Security-Policy (src/shared/contentSecurityPolicy.ts) in a
 * <meta>. Production builds only: the dev server injects inline scripts for hot reload. A <meta>
 * cannot carry frame-ancestors or report-uri (browsers ignore them there): the game server sends
 * the policy as a header with frame-ancestors (server/securityHeaders.ts).
 */
export { CONTENT_SECURITY_POLICY }

function contentSecurityPolicy(): Plugin {
  return {
    name: 'duotable:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * The modules the first screen imports statically, found once the module graph is complete
 * (buildEnd) and read when chunks are formed. They go into one chunk: left to itself, rolldown
 * puts each module the entry shares with a lazy chunk (the table, the showcase, the rules) into a
 * small common chunk of its own, and the first screen would make a dozen requests (issue 10: ≤ 5).
 * The English words the first screen itself says (notices, file errors) are among them. A
 * language's catalogs chunk may import from this chunk: main.tsx renders once they are in, but
 * does not pause the entry module for them (no top-level await), so nothing waits in a circle.
 */
const firstScreen = new Set<string>()
/**
 * What a language's catalogs share with code outside the first screen (the engine's English
 * words, the table's English step names): one chunk, fetched with the English catalogs, instead
 * of one small chunk for each pair that shares.
 */
const sharedWords = new Set<string>()
/** The same for the words only the table and the showcase say (locales/<lang>/later.ts). */
const laterWords = new Set<string>()
const CATALOGS = /[\\/]src[\\/]i18n[\\/]locales[\\/]/
const FIRST_CATALOGS = /[\\/]src[\\/]i18n[\\/]locales[\\/][^\\/]+[\\/]index\.ts$/

function findFirstScreen(): Plugin {
  return {
    name: 'duotable:first-screen',
    apply: 'build',
    buildEnd() {
      const staticClosure = (from: string[]): Set<string> => {
        const found = new Set<string>()
        const pending = [...from]
        while (pending.length > 0) {
          const id = pending.pop() as string
          if (found.has(id)) continue
          found.add(id)
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
        }
        return found
      }
      const ids = [...this.getModuleIds()]
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const catalogs = staticClosure(ids.filter((id) => CATALOGS.test(id)))
      firstScreen.clear()
      sharedWords.clear()
      laterWords.clear()
      for (const id of staticClosure(entries)) firstScreen.add(id)
      for (const id of catalogs) {
        if (firstScreen.has(id)) continue
        const importers = this.getModuleInfo(id)?.importers ?? []
        // Shared by the languages alone (the catalogs' helpers): tiny, with the first screen.
        if (importers.length > 1 && importers.every((i) => catalogs.has(i))) firstScreen.add(id)
        else if (importers.some((i) => !catalogs.has(i))) {
          // Fetched before the first render only if a first-screen catalog needs it.
          if (importers.some((i) => FIRST_CATALOGS.test(i))) sharedWords.add(id)
          else laterWords.add(id)
        }
      }
    },
  }
}

export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions), findFirstScreen(), contentSecurityPolicy()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'words', test: (id: string) => sharedWords.has(id), priority: 2 },
            { name: 'later-words', test: (id: string) => laterWords.has(id), priority: 2 },
            { name: 'app', test: (id: string) => firstScreen.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
