/**
 * The bots at this device's table (issue 39). The store runs them, never a component: whenever
 * the whole game changes, the runner asks the bots (src/bots, loaded only for a game with bot
 * seats) for their next move, each from its own team's view, and plays it through `perform`
 * like any move — logged, autosaved and undoable one action at a time. Moves are paced so a
 * person can follow (`pace`, about every 0.7 s); "Skip ahead" plays them at once until a person
 * must decide; an undo pauses the bots, or they would only make the move again, until nothing
 * is left to redo. In a room the game server plays the bot seats (server/roomBots.ts), not a device.
 */
import { create } from 'zustand'
import type * as BotsModule from '../bots'
import type { GameState } from '../engine'
import { loadedRules } from './engineLoader'
import { useGame } from './gameStore'

type Bots = typeof BotsModule

/** A move a person can follow: between 0.5 and 1 s (issue 39). */
export const DEFAULT_PACE = 700
/** Skip ahead stops after this many moves, so a bot game can never freeze the page. */
const SKIP_LIMIT = 400

export type BotStatus = 'off' | 'playing' | 'waiting' | 'paused'

export interface BotRunnerState {
  /** Milliseconds between bot moves; 0 plays them at once (tests). */
  pace: number
  /** The bots wait until "Resume" (after an undo or a redo, or by hand). */
  paused: boolean
  /** Moves play at once until a person must decide. */
  skipping: boolean
  /** 'playing' while a move is coming, 'waiting' while a person decides, 'off' without bots. */
  status: BotStatus
  pause: () => void
  resume: () => void
  skipAhead: () => void
  setPace: (ms: number) => void
}

export const useBots = create<BotRunnerState>()((set) => ({
  pace: DEFAULT_PACE,
  paused: false,
  skipping: false,
  status: 'off',
  pause: () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
    set({ paused: true, skipping: false, status: 'paused' })
  },
  resume: () => {
    pausedByUndo = false
    set({ paused: false })
    schedule()
  },
  skipAhead: () => {
    set({ paused: false, skipping: true })
    schedule(true)
  },
  setPace: (ms) => set({ pace: Math.max(0, ms) }),
}))

let bots: Bots | null = null
let loading: Promise<Bots> | null = null
let timer: ReturnType<typeof setTimeout> | null = null
let memory: BotsModule.BotMemory | null = null
let skipped = 0
/** The bots were paused by an undo (not by hand): a person's next move lets them go on. */
let pausedByUndo = false

function loadBots(): Promise<Bots> {
  loading ??= import('../bots').then(
    (m) => (bots = m),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The game the bots play here, if any: this device's own game, with a seat a bot plays. */
function botGame(): GameState | null {
  const { fullGame, room } = useGame.getState()
  const rules = loadedRules()
  if (!fullGame || room || !rules || rules.botSeats(fullGame).length === 0) return null
  return fullGame
}

/** Asks for the next bot move after the pace (at once when skipping or `now`). */
export function schedule(now = false): void {
  const state = useBots.getState()
  if (!botGame()) {
    if (state.status !== 'off') useBots.setState({ status: 'off', skipping: false })
    return
  }
  if (state.paused) return
  if (timer !== null) {
    if (!now && !state.skipping) return
    clearTimeout(timer)
  }
  timer = setTimeout(
    () => {
      timer = null
      void tick()
    },
    now || state.skipping ? 0 : state.pace,
  )
}

/**
 * One bot move, if any bot has one: checked whole first (runner.ts), then played action by
 * action. A refused move is noted and the bots asked again at once: they fall back to another.
 */
async function tick(): Promise<boolean> {
  const m = bots ?? (await loadBots())
  const game = botGame()
  if (!game || useBots.getState().paused) return false
  memory ??= m.newMemory()
  const turn = m.nextBotTurn(game, m.sparringSeats(game), memory)
  if (!turn) {
    skipped = 0
    useBots.setState({ status: 'waiting', skipping: false })
    return false
  }
  const checked = m.checkMove(game, turn)
  if (!checked.ok) {
    m.noteRefusal(memory, game, turn.move)
    schedule(true)
    return true
  }
  useBots.setState({ status: 'playing' })
  if (useBots.getState().skipping && ++skipped > SKIP_LIMIT) {
    skipped = 0
    useBots.setState({ skipping: false })
  }
  for (const action of turn.move.actions) {
    if (!useGame.getState().dispatch(action, { notice: false })) break
  }
  return true
}

/** Plays every bot move there is now, at once (tests; "instant in tests"). */
export async function runBotsNow(limit = 2000): Promise<number> {
  let moves = 0
  if (timer !== null) clearTimeout(timer)
  timer = null
  while (moves < limit && (await tick())) moves++
  if (timer !== null) clearTimeout(timer)
  timer = null
  return moves
}

let started = false

/**
 * Starts watching the game: a new state (a person's move, a bot's, a loaded game) asks the bots
 * again. An undo pauses them (they would only make the undone move again); once nothing is left
 * to redo — the person moved anew, or redid everything — they go on by themselves. "Pause"
 * holds them until "Resume". Once per page.
 */
export function startBotRunner(): void {
  if (started) return
  started = true
  useGame.subscribe((s, before) => {
    if (s.fullGame === before.fullGame) return
    const bots = useBots.getState()
    if (!before.fullGame || !s.fullGame || s.fullGame.seed !== before.fullGame.seed) {
      // A new game forgets what the bots were refused in the old one, and runs again.
      memory = null
      pausedByUndo = false
      if (bots.paused) useBots.setState({ paused: false })
    } else if (s.future.length > before.future.length && botGame()) {
      bots.pause()
      pausedByUndo = true
      return
    } else if (pausedByUndo && s.future.length === 0) {
      pausedByUndo = false
      useBots.setState({ paused: false })
    }
    schedule()
  })
}

/** Back to the defaults (tests). */
export function resetBotRunner(): void {
  if (timer !== null) clearTimeout(timer)
  timer = null
  memory = null
  skipped = 0
  pausedByUndo = false
  useBots.setState({ pace: DEFAULT_PACE, paused: false, skipping: false, status: 'off' })
}

startBotRunner()
