// npm run bots -- --games 500 [--seed N] [--opponent sparring|idle|random] [--turn-limit 60]
//   [--no-invariants]
// Bot team against bot team (issue 39) with the sample decks and random seeds: team A plays the
// sparring partner, team B the --opponent policy (default: the sparring partner too). Every
// game ends in a win, or a draw at the turn limit; every state is checked against the engine
// invariants (tests/properties/invariants.ts). Reports how games ended, the median number of
// turns, win rates by seat order (the team that starts against the other), the sparring team's
// win rate, and the CPU time of each bot decision (p50, p99, max). Exits 1 on any invariant
// failure or stalled game. TypeScript sources load through Vite's SSR loader (as fuzz.mjs does).
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '500' },
    seed: { type: 'string' },
    opponent: { type: 'string', default: 'sparring' },
    'turn-limit': { type: 'string', default: '60' },
    'no-invariants': { type: 'boolean', default: false },
  },
})
const games = Number(values.games)
const seed = values.seed === undefined ? Date.now() % 1_000_000_007 : Number(values.seed)
const turnLimit = Number(values['turn-limit'])
for (const [name, n] of Object.entries({ games, seed, turnLimit })) {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: a whole number above 0, please`)
}
if (!['sparring', 'idle', 'random'].includes(values.opponent)) {
  throw new Error('--opponent: sparring, idle or random')
}

const root = fileURLToPath(new URL('..', import.meta.url))
const server = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, ws: false },
  appType: 'custom',
})
try {
  const { runBotGames, formatReport } = await server.ssrLoadModule('/tests/bots/series.ts')
  const started = performance.now()
  const report = runBotGames({
    games,
    seed,
    opponent: values.opponent,
    turnLimit,
    invariants: !values['no-invariants'],
    onGame: (done) => {
      if (done % 50 === 0 || done === games) {
        console.log(
          `  ${((performance.now() - started) / 1000).toFixed(0)}s  ${done}/${games} games`,
        )
      }
    },
  })
  console.log(formatReport(report))
  process.exitCode = report.invariantFailures > 0 || report.stalled > 0 ? 1 : 0
} finally {
  await server.close()
}
