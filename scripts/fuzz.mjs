// npm run fuzz -- --actions 100000 [--seed N] [--max-length 120] [--batch 50] [--from-batch B]
// Runs the engine property of tests/properties/fuzzRun.ts until that many actions were tried,
// printing progress (with the batch number; --from-batch starts a run there, to replay a late
// failure without the hours before it); at the end, every action type's tries and acceptances as a Markdown table;
// on a failure, progress while it is shrunk, then fast-check's shrunk counterexample as actions.
// npm run fuzz -- --inputs 20000 [--target decklist,save] [--seed N]
// Runs the hostile-input fuzzers of tests/properties/inputsTargets.ts (decklist text, decklist
// files, saves, Scryfall bulk files), that many inputs each, and prints inputs and failures per
// target. --inputs alone runs only those; with --actions too, both.
// TypeScript sources load through Vite's SSR loader (as bench/run.mjs does).
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const { values } = parseArgs({
  options: {
    actions: { type: 'string' },
    inputs: { type: 'string' },
    target: { type: 'string' },
    seed: { type: 'string' },
    'max-length': { type: 'string', default: '120' },
    batch: { type: 'string', default: '50' },
    'from-batch': { type: 'string', default: '0' },
  },
})
const runActions = values.actions !== undefined || values.inputs === undefined
const target = Number(values.actions ?? '100000')
const inputsEach = Number(values.inputs ?? '0')
const seed = values.seed === undefined ? Date.now() % 1_000_000_007 : Number(values.seed)
const maxActions = Number(values['max-length'])
const runsPerBatch = Number(values.batch)
const firstBatch = Number(values['from-batch'])
const numbers = { target, inputsEach, seed, maxActions, runsPerBatch, firstBatch }
for (const [name, n] of Object.entries(numbers)) {
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
  if (inputsEach > 0) exitCode = await fuzzInputs()
  if (runActions) exitCode = Math.max(exitCode, await fuzzActions())
} finally {
  await server.close()
}
process.exitCode = exitCode

/** The hostile-input fuzzers, `inputsEach` inputs per target, in batches of 500 for progress. */
async function fuzzInputs() {
  const inputs = await server.ssrLoadModule('/tests/properties/inputsTargets.ts')
  const names = values.target?.split(',') ?? Object.keys(inputs.INPUT_TARGETS)
  console.log(
    `input fuzz: seed ${seed}, ${inputsEach} inputs per target, limit ${inputs.INPUT_TIME_LIMIT_MS} ms an input`,
  )
  const rows = []
  for (const name of names) {
    const target = inputs.INPUT_TARGETS[name]
    if (!target)
      throw new Error(
        `--target: no target "${name}" (${Object.keys(inputs.INPUT_TARGETS).join(', ')})`,
      )
    const started = performance.now()
    const stats = { inputs: 0, accepted: 0, refused: 0, slowest: 0 }
    const failures = []
    for (let done = 0, batch = 0; done < inputsEach; batch += 1) {
      const runs = Math.min(500, inputsEach - done)
      const { failure } = await inputs.runInputFuzz(target, { seed: seed + batch, runs, stats })
      done += runs
      if (failure) {
        failures.push(failure)
        console.log(
          `  FAILURE in ${name} (seed ${failure.seed}): ${failure.error}\n    input: ${failure.counterexample}`,
        )
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `  ${name}: ${stats.inputs} inputs (${stats.accepted} accepted, ${stats.refused} refused), failures ${failures.length}, slowest ${stats.slowest.toFixed(0)} ms, ${seconds}s`,
    )
    rows.push({ name, ...stats, failures: failures.length })
  }
  const total = rows.reduce((sum, row) => sum + row.inputs, 0)
  const failed = rows.reduce((sum, row) => sum + row.failures, 0)
  console.log(`\ninputs fuzzed: ${total}, failures: ${failed} (seed ${seed})`)
  return failed > 0 ? 1 : 0
}

async function fuzzActions() {
  let exitCode = 0
  const fuzz = await server.ssrLoadModule('/tests/properties/fuzzRun.ts')
  console.log(
    `fuzz: seed ${seed}, up to ${maxActions} actions a game, ${runsPerBatch} games a batch, target ${target} actions`,
  )
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  let shrinkShown = { at: 0, shrinks: -1 }
  const result = fuzz.runFuzz({
    seed,
    maxActions,
    runsPerBatch,
    targetActions: target,
    firstBatch,
    onBatch: (s, batch) =>
      console.log(
        `  ${seconds()}s  batch ${batch}  sequences ${s.sequences}  actions ${s.actions}  refused ${s.refused}`,
      ),
    // A shrink can take minutes: say so at once, then on each smaller failure or every 5 s.
    onShrink: (p) => {
      const now = performance.now()
      if (p.shrinks === shrinkShown.shrinks && now - shrinkShown.at < 5000) return
      shrinkShown = { at: now, shrinks: p.shrinks }
      console.log(
        p.tries === 0
          ? `  ${seconds()}s  FAILED with ${p.actions} actions: ${p.message}\n  shrinking…`
          : `  ${seconds()}s  shrinking: ${p.tries} smaller games tried, ${p.shrinks} still failed, smallest ${p.actions} actions`,
      )
    },
  })
  const { stats, failure } = result
  const codes = Object.entries(stats.byCode)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${n}`)
    .join(', ')
  console.log(`\ntried and accepted by action type:\n${fuzz.formatTypeTable(stats)}\n`)
  console.log(`refusals by code: ${codes}`)
  const { combat } = stats
  console.log(
    `combat reached: ${combat.attacks} attacks (${combat.attackers} attackers), ${combat.blocks} blocks (${combat.blockers} blockers)`,
  )
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
  return exitCode
}
