// npm run check:pool -- <a Scryfall bulk-data file, e.g. oracle-cards-*.json>
// Compares every card of the sample pool (and its tokens) with the same card in the file, field
// by field, and prints each difference. Exit code 1 when a card differs or the file can't be read.
// TypeScript sources load through Vite's SSR loader (as bench/run.mjs does).
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run check:pool -- <Scryfall bulk-data file>')
  process.exit(2)
}

const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, ws: false },
  appType: 'custom',
})
try {
  const { parseBulkStream } = await server.ssrLoadModule('/src/cards/bulk/parseBulkStream.ts')
  const { PoolChecker, describePoolCheck } = await server.ssrLoadModule(
    '/src/cards/sample/poolCheck.ts',
  )
  const pool = await server.ssrLoadModule('/src/cards/sample/pool.json')
  const tokens = await server.ssrLoadModule('/src/cards/sample/tokens.json')
  const checker = new PoolChecker()
  await parseBulkStream(Readable.toWeb(createReadStream(file)), (item) => checker.add(item))
  const result = checker.check([...pool.default, ...tokens.default])
  console.log(describePoolCheck(result))
  process.exitCode = result.differing.length > 0 ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await server.close()
}
