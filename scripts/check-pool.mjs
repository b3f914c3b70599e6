// npm run check:pool -- <a Scryfall bulk-data file, e.g. oracle-cards-*.json>
// Compares every card of the sample pool (and its tokens) with the same card in the file, field
// by field, and prints each difference. Exit code 1 when a card differs or the file can't be read.
import { onBulkFile } from './onBulkFile.mjs'

await onBulkFile('check:pool', async ({ load, readCards }) => {
  const { PoolChecker, describePoolCheck } = await load('/src/cards/sample/poolCheck.ts')
  const pool = await load('/src/cards/sample/pool.json')
  const tokens = await load('/src/cards/sample/tokens.json')
  const checker = new PoolChecker()
  await readCards((item) => checker.add(item))
  const result = checker.check([...pool.default, ...tokens.default])
  console.log(describePoolCheck(result))
  return result.differing.length > 0 ? 1 : 0
})
