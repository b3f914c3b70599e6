/**
 * Many bot games in a row (`npm run bots`, issue 39): the sample decks, one random seed per game,
 * the starting team alternating, team A the sparring partner and team B the chosen opponent.
 * The report is what bench/README.md records.
 */
import type { BotPolicy, BotSeats } from '../../src/bots'
import type { TeamId } from '../../src/engine'
import { sampleSetup } from '../fixtures/sampleGame'
import { playMatch, type MatchEnd } from './match'

export interface SeriesOptions {
  games: number
  seed: number
  opponent: BotPolicy
  turnLimit: number
  invariants: boolean
  onGame?: (done: number) => void
}

export interface SeriesReport {
  games: number
  seed: number
  opponent: BotPolicy
  turnLimit: number
  ends: Record<MatchEnd, number>
  medianTurns: number
  /** Wins of the team that took the first turn, and of the other. */
  firstTeamWins: number
  secondTeamWins: number
  /** Wins of the sparring team (whichever decks it played) and of its opponent. */
  sparringWins: number
  /** Wins of the team with team A's decks (Red Fell Howlers, Imaginary Friends) and of B's. */
  winsByDecks: Record<TeamId, number>
  opponentWins: number
  invariantFailures: number
  firstFailures: string[]
  stalled: number
  stalls: string[]
  refusals: number
  actions: number
  decision: { count: number; p50: number; p99: number; max: number }
}

/** A small seeded generator for the games' seeds (the script takes one seed for all). */
function seeds(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0
    return a
  }
}

/**
 * The process's CPU time in ms (user + system), not the clock: on a machine shared with other
 * work the clock also counts the time other processes ran, which no decision spent.
 */
function cpuNow(): number {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1000
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export function runBotGames(opts: SeriesOptions): SeriesReport {
  const next = seeds(opts.seed)
  const ends: Record<MatchEnd, number> = {
    win: 0,
    bothLost: 0,
    turnLimit: 0,
    stalled: 0,
    actionLimit: 0,
  }
  const turns: number[] = []
  const times: number[] = []
  const report: SeriesReport = {
    games: opts.games,
    seed: opts.seed,
    opponent: opts.opponent,
    turnLimit: opts.turnLimit,
    ends,
    medianTurns: 0,
    firstTeamWins: 0,
    secondTeamWins: 0,
    sparringWins: 0,
    opponentWins: 0,
    winsByDecks: { A: 0, B: 0 },
    invariantFailures: 0,
    firstFailures: [],
    stalled: 0,
    stalls: [],
    refusals: 0,
    actions: 0,
    decision: { count: 0, p50: 0, p99: 0, max: 0 },
  }
  for (let g = 0; g < opts.games; g++) {
    // Every pairing of who starts and which decks the sparring team plays, in turn.
    const startingTeam: TeamId = g % 2 === 0 ? 'A' : 'B'
    const sparring: TeamId = g % 4 < 2 ? 'A' : 'B'
    const other = opts.opponent
    const seats: BotSeats =
      sparring === 'A'
        ? { A1: 'sparring', A2: 'sparring', B1: other, B2: other }
        : { A1: other, A2: other, B1: 'sparring', B2: 'sparring' }
    const setup = { ...sampleSetup(next(), { skipMulligans: false }), startingTeam }
    const result = playMatch(setup, {
      seats,
      turnLimit: opts.turnLimit,
      invariants: opts.invariants,
      seed: next(),
      onDecision: (ms) => times.push(ms),
      now: cpuNow,
    })
    ends[result.end] += 1
    turns.push(result.turns)
    report.refusals += result.refusals
    report.actions += result.actions
    if (result.invariantFailure) {
      report.invariantFailures += 1
      if (report.firstFailures.length < 5) {
        report.firstFailures.push(`seed ${String(setup.seed)}: ${result.invariantFailure}`)
      }
    }
    if (result.end === 'stalled') {
      report.stalled += 1
      if (report.stalls.length < 5)
        report.stalls.push(`seed ${String(setup.seed)}: ${result.stalledAt ?? ''}`)
    }
    if (result.winner) {
      if (result.winner === startingTeam) report.firstTeamWins += 1
      else report.secondTeamWins += 1
      if (result.winner === sparring) report.sparringWins += 1
      else report.opponentWins += 1
      report.winsByDecks[result.winner] += 1
    }
    opts.onGame?.(g + 1)
  }
  turns.sort((a, b) => a - b)
  times.sort((a, b) => a - b)
  report.medianTurns = percentile(turns, 50)
  report.decision = {
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
  }
  return report
}

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`)

export function formatReport(r: SeriesReport): string {
  const decided = r.firstTeamWins + r.secondTeamWins
  return [
    `\n${r.games} games, the sparring team against a ${r.opponent} team (each plays both deck pairs in turn), seed ${r.seed}, turn limit ${r.turnLimit}`,
    `ended: ${Object.entries(r.ends)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}`,
    `median turns: ${r.medianTurns}`,
    `wins by seat order: the starting team ${r.firstTeamWins} (${pct(r.firstTeamWins, decided)}), the other ${r.secondTeamWins} (${pct(r.secondTeamWins, decided)})`,
    `the sparring team won ${r.sparringWins} of ${r.games} (${pct(r.sparringWins, r.games)}); the ${r.opponent} team ${r.opponentWins}`,
    `wins by deck pair: team A's decks ${r.winsByDecks.A}, team B's decks ${r.winsByDecks.B}`,
    `actions ${r.actions}, refused bot moves ${r.refusals}`,
    `bot decision CPU: p50 ${r.decision.p50.toFixed(2)} ms, p99 ${r.decision.p99.toFixed(2)} ms, max ${r.decision.max.toFixed(1)} ms (${r.decision.count} decisions)`,
    `invariant failures: ${r.invariantFailures}${r.firstFailures.map((f) => `\n  ${f}`).join('')}`,
    `stalled games: ${r.stalled}${r.stalls.map((f) => `\n  ${f}`).join('')}`,
  ].join('\n')
}
