/**
 * Engine benchmark: tryAction on a four-player, 400-card late game (about 240 cards visible),
 * and the memory that 1,000 undo steps keep alive (states share structure).
 */
import { battlefield, card, tryAction, type Action, type GameState } from '../src/engine'
import { loadLateGame } from '../src/scenarios/lateGame'

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** A repeatable mix of everyday actions: taps, counters, life, moves, draws. */
function nextAction(s: GameState, i: number): Action {
  const field = battlefield(s)
  const id = field[(i * 7919) % field.length] ?? ''
  const view = card(s, id)
  const player = view.controller
  switch (i % 6) {
    case 0:
      return { type: view.tapped ? 'card/untap' : 'card/tap', player, card: id }
    case 1:
      return { type: 'card/counters', player, card: id, counter: '+1/+1', delta: 1 }
    case 2:
      return { type: 'life/gain', player, amount: 1 }
    case 3:
      return { type: 'life/lose', player, amount: 1 }
    case 4:
      return {
        type: 'card/move',
        player,
        card: id,
        to: 'battlefield',
        position: { x: (i % 10) / 10, y: 0.5 },
      }
    default:
      return { type: 'card/tap', player, card: id }
  }
}

function heapMB(): number {
  const gc = (globalThis as { gc?: () => void }).gc
  gc?.()
  gc?.()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

export async function run(): Promise<Record<string, string | number>> {
  const start = await loadLateGame()
  const cards = Object.keys(start.cards).length
  const visible = battlefield(start).length

  // Warm up, then time each tryAction.
  let s = start
  for (let i = 0; i < 2000; i++) {
    const r = tryAction(s, nextAction(s, i))
    if (r.ok) s = r.state
  }
  const times: number[] = []
  s = start
  const t0 = performance.now()
  for (let i = 0; i < 5000; i++) {
    const a = nextAction(s, i)
    const before = performance.now()
    const r = tryAction(s, a)
    times.push(performance.now() - before)
    if (r.ok) s = r.state
  }
  const total = performance.now() - t0
  times.sort((a, b) => a - b)

  // 1,000 undo steps: the history keeps every state alive.
  const base = heapMB()
  const history: GameState[] = []
  s = start
  for (let i = 0; history.length < 1000; i++) {
    const r = tryAction(s, nextAction(s, i))
    if (r.ok) {
      history.push(s)
      s = r.state
    }
  }
  const undoMB = heapMB() - base

  return {
    'cards in game': cards,
    'permanents on battlefield': visible,
    'tryAction throughput (actions/s)': Math.round(5000 / (total / 1000)),
    'tryAction p50 (ms)': percentile(times, 50).toFixed(3),
    'tryAction p99 (ms)': percentile(times, 99).toFixed(3),
    '1,000 undo steps (MB)': history.length === 1000 ? undoMB.toFixed(1) : 'n/a',
  }
}
