// The frame of a script that reads a Scryfall bulk-data file named on its command line
// (npm run check:pool, npm run pool:ids): the usage line, the app's TypeScript sources loaded
// through Vite's SSR loader (as bench/run.mjs does), every card of the file streamed through the
// app's own parser, and one clear message and exit code 1 when anything fails.
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

/** The repository's root folder, ending in a slash. */
export const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Runs `work` with `load` (a source module by its path from the root) and `readCards` (streams
 * the file's cards to a callback); `work` returns the exit code.
 */
export async function onBulkFile(command, work) {
  const file = process.argv[2]
  if (!file) {
    console.error(`Usage: npm run ${command} -- <Scryfall bulk-data file>`)
    process.exit(2)
  }
  const server = await createServer({
    root,
    logLevel: 'error',
    server: { middlewareMode: true, ws: false },
    appType: 'custom',
  })
  try {
    const load = (path) => server.ssrLoadModule(path)
    const { parseBulkStream } = await load('/src/cards/bulk/parseBulkStream.ts')
    const readCards = (each) => parseBulkStream(Readable.toWeb(createReadStream(file)), each)
    process.exitCode = await work({ load, readCards })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  } finally {
    await server.close()
  }
}
