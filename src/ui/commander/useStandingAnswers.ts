import { useEffect, useRef } from 'react'
import { logSince, pendingChoices, type CommanderReturnAnswer, type LogEntry } from '../../engine'
import { useGame, type GameStore } from '../../store'
import type { Departure } from './commanderDepartures'

export interface Settled {
  departure: Departure
  pref: Exclude<CommanderReturnAnswer, 'ask'>
}

const SETTLED_KEYS = new Set(['log.commander.sentHome', 'log.commander.staysPut'])

/** The 903.9 choices a standing answer settled, read from the log lines the action wrote. */
function settledIn(lines: LogEntry[]): Settled[] {
  const out: Settled[] = []
  for (const line of lines) {
    const params = line.message?.params
    if (!line.message || !SETTLED_KEYS.has(line.message.key) || !params) continue
    const { commander, owner, zone, standing } = params
    if (typeof commander !== 'string' || typeof owner !== 'string') continue
    if (zone !== 'graveyard' && zone !== 'exile' && zone !== 'hand' && zone !== 'library') continue
    if (standing !== 'always' && standing !== 'never') continue
    out.push({ departure: { card: commander, owner, zone }, pref: standing })
  }
  return out
}

/**
 * What made the change from `previous` to `state`: a move (an action or a redo, whose lines say
 * what it settled), an undo (says nothing), or another game (a load, a join). On this device the
 * undo history says it; in a room, the move the room's view came with (room.last) — a room's
 * device keeps no history.
 */
function changeOf(state: GameStore, previous: GameStore): 'move' | 'undo' | 'other' {
  if (state.room) {
    const last = state.room.last
    if (!last || !previous.room) return 'other'
    return last.type === 'undo' ? 'undo' : 'move'
  }
  if (state.past.length === 0) return 'other'
  // A dispatch or a redo keeps the state it replaced as the newest undo step.
  return state.past[state.past.length - 1] === previous.fullGame ? 'move' : 'undo'
}

/**
 * Calls `onSettled` when an action (or a redo) had a standing answer settle 903.9, as the
 * action's own log lines say; `onOpened` with the choices it opened; `onReset` when another game
 * is loaded. An undo says nothing.
 */
export function useStandingAnswers(
  onSettled: (s: Settled) => void,
  onOpened: (choices: Departure[]) => void,
  onReset: () => void,
): void {
  const handlers = useRef({ onSettled, onOpened, onReset })
  useEffect(() => {
    handlers.current = { onSettled, onOpened, onReset }
  })

  useEffect(
    () =>
      useGame.subscribe((state, previous) => {
        // The whole game: the undo history holds whole games, and a commander's way into a
        // library is public (903.9b) though the seated view hides the library.
        const before = previous.fullGame
        const after = state.fullGame
        if (after === before) return
        const change = before && after ? changeOf(state, previous) : 'other'
        if (!before || !after || change === 'other') {
          handlers.current.onReset()
          return
        }
        if (change === 'undo') return
        for (const settled of settledIn(logSince(after, before.seq))) {
          handlers.current.onSettled(settled)
        }
        const had = new Set(pendingChoices(before).map((q) => q.card))
        const opened = pendingChoices(after).filter((q) => !had.has(q.card))
        if (opened.length > 0) handlers.current.onOpened(opened)
      }),
    [],
  )
}
