// npm run fuzz -- --actions 100000 [--seed N] [--max-length 120] [--batch 50]
// Runs the engine property of tests/properties/fuzzRun.ts until that many actions were tried,
// printing progress; on a failure prints fast-check's shrunk counterexample as actions.
// TypeScript sources load through Vite's SSR loader (as bench/run.mjs does).
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const { values } = parseArgs({
  options: {
    actions: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    'max-length': { type: 'string', default: '120' },
    batch: { type: 'string', default: '50' },
  },
})
const target = Number(values.actions)
const seed = values.seed === undefined ? Date.now() % 1_000_000_007 : Number(values.seed)
const maxActions = Number(values['max-length'])
const runsPerBatch = Number(values.batch)
for (const [name, n] of Object.entries({ target, seed, maxActions, runsPerBatch })) {
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name}: a whole number, please`)
}

const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, ws: false },
  appType: 'custom',
})
let exitCode = 0
try {
  const fuzz = await server.ssrLoadModule('/tests/properties/fuzzRun.ts')
  console.log(
    `fuzz: seed ${seed}, up to ${maxActions} actions a game, ${runsPerBatch} games a batch, target ${target} actions`,
  )
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  const result = fuzz.runFuzz({
    seed,
    maxActions,
    runsPerBatch,
    targetActions: target,
    onBatch: (s) =>
      console.log(
        `  ${seconds()}s  sequences ${s.sequences}  actions ${s.actions}  refused ${s.refused}`,
      ),
  })
  const { stats, failure } = result
  const accepted = Object.entries(stats.byType)
    .map(([type, t]) => `${type} ${t.ok}/${t.ok + t.refused}`)
    .join(', ')
  const codes = Object.entries(stats.byCode)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${n}`)
    .join(', ')
  console.log(`\naccepted/tried by type: ${accepted}`)
  console.log(`refusals by code: ${codes}`)
  console.log(`games that ended: ${stats.gamesEnded}`)
  if (failure) {
    exitCode = 1
    console.log(
      `\n${fuzz.formatFailure(
        failure,
        `npm run fuzz -- --seed ${failure.seed} --max-length ${maxActions} --batch ${runsPerBatch}`,
      )}\n`,
    )
  }
  console.log(
    `\nsequences: ${stats.sequences}, actions: ${stats.actions}, refused: ${stats.refused}, failures: ${failure ? 1 : 0} (${seconds()}s, seed ${seed})`,
  )
} finally {
  await server.close()
}
process.exitCode = exitCode
