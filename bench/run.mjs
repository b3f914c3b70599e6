// npm run bench: runs every benchmark in one process so the ratios hold on a noisy machine,
// prints a table and writes bench/results.json. TypeScript sources load through Vite's SSR loader.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true },
  appType: 'custom',
})
const results = {}
try {
  const engine = await server.ssrLoadModule('/bench/engine.ts')
  results.engine = await engine.run()
  const cards = await server.ssrLoadModule('/bench/cards.ts')
  results.cards = await cards.run()
} finally {
  await server.close()
}

const rows = []
for (const [group, figures] of Object.entries(results)) {
  for (const [name, value] of Object.entries(figures)) rows.push({ group, name, value })
}
const width = Math.max(...rows.map((r) => r.name.length))
for (const r of rows) console.log(`${r.group.padEnd(8)} ${r.name.padEnd(width)}  ${r.value}`)
writeFileSync(
  new URL('./results.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
)
console.log('\nwritten to bench/results.json')
