import { useEffect, useRef } from 'react'
import { logSince, pendingChoices, type CommanderReturnAnswer, type LogEntry } from '../../engine'
import { useGame } from '../../store'
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
        const before = previous.game
        const after = state.game
        if (after === before) return
        if (!before || !after || state.past.length === 0) {
          handlers.current.onReset()
          return
        }
        // A dispatch or a redo keeps the state it replaced as the newest undo step.
        if (state.past[state.past.length - 1] !== before) return
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
