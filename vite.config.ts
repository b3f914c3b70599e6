import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { pwaOptions } from './src/pwa/pwaOptions'

/**
 * The Content-Security-Policy of the built app (issue 9): scripts, styles, fonts, workers and the
 * manifest only from the app itself; data only from Scryfall's API, images only from the app and
 * Scryfall's image host; no eval, no inline script, no plugins. Production builds only: the dev
 * server injects inline scripts for hot reload. A <meta> cannot carry frame-ancestors or
 * report-uri (browsers ignore them there), so they are left to the host's headers.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https://cards.scryfall.io",
  "font-src 'self'",
  "connect-src 'self' https://api.scryfall.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

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
 * puts each module the entry shares with a lazy chunk (the table, the showcase) into a small
 * common chunk of its own, and the first screen would make a dozen requests (issue 10: ≤ 5).
 * What a language's catalogs import stays out: main.tsx awaits them at the top level, and a
 * catalog chunk importing from the entry chunk would wait for the entry, which waits for it.
 */
const firstScreen = new Set<string>()
/** Modules both the first screen and the catalogs import: a chunk of their own. */
const sharedWithCatalogs = new Set<string>()
const CATALOGS = /[\\/]src[\\/]i18n[\\/]locales[\\/]/

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
      sharedWithCatalogs.clear()
      for (const id of staticClosure(entries))
        (catalogs.has(id) ? sharedWithCatalogs : firstScreen).add(id)
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
            { name: 'words', test: (id: string) => sharedWithCatalogs.has(id), priority: 2 },
            { name: 'app', test: (id: string) => firstScreen.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
})
