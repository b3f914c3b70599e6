// npm run pool:ids -- <a Scryfall bulk-data file, e.g. oracle-cards-*.json>
// Writes each sample-pool card's and token's Scryfall id into src/cards/sample/pool.json and
// tokens.json, so that with images on the sample decks show real cards (issue 26). Prints the
// names the file lacks; exit code 1 when any.
import { readFileSync, writeFileSync } from 'node:fs'
import { format } from 'prettier'
import { onBulkFile, root } from './onBulkFile.mjs'

await onBulkFile('pool:ids', async ({ load, readCards }) => {
  const { PoolIds } = await load('/src/cards/sample/poolIds.ts')
  const ids = new PoolIds()
  await readCards((item) => ids.add(item))
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
  console.log(
    missing.length === 0
      ? 'Every card has its id.'
      : `No id for: ${missing.join(', ')}. Those cards show Scryfall's image found by their name; tokens keep their text frame.`,
  )
  return missing.length > 0 ? 1 : 0
})
