// npm run pool:ids -- <a Scryfall bulk-data file, e.g. oracle-cards-*.json>
// Writes each sample-pool card's and token's Scryfall id into src/cards/sample/pool.json and
// tokens.json, so that with images on the sample decks show real cards (issue 26). Prints the
// names the file lacks; exit code 1 when any. TypeScript sources load through Vite's SSR loader.
import { createReadStream, readFileSync, writeFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { format } from 'prettier'
import { createServer } from 'vite'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run pool:ids -- <Scryfall bulk-data file>')
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
  const { PoolIds } = await server.ssrLoadModule('/src/cards/sample/poolIds.ts')
  const ids = new PoolIds()
  await parseBulkStream(Readable.toWeb(createReadStream(file)), (item) => ids.add(item))
  let missing = []
  for (const [name, tokens] of [
    ['pool.json', false],
    ['tokens.json', true],
  ]) {
    const path = `${root}src/cards/sample/${name}`
    const result = ids.fill(JSON.parse(readFileSync(path, 'utf8')), tokens)
    writeFileSync(path, await format(JSON.stringify(result.cards), { filepath: path }))
    missing = [...missing, ...result.missing]
  }
  console.log(missing.length === 0 ? 'Every card has its id.' : `No id for: ${missing.join(', ')}`)
  process.exitCode = missing.length > 0 ? 1 : 0
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await server.close()
}
