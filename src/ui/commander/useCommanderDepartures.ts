import { useEffect, useRef } from 'react'
import { useGame } from '../../store'
import { commanderDepartures, type Departure } from './commanderDepartures'

/**
 * Calls `onDepartures` when an action (or a redo) sends commanders to a 903.9 zone, and
 * `onReset` when another game is loaded. An undo is a step back, never a new departure. It
 * compares whole games (fullGame): a commander's way into a library is public (903.9b), though
 * the view hides where in it the card went.
 */
export function useCommanderDepartures(
  onDepartures: (departures: Departure[]) => void,
  onReset: () => void,
): void {
  const handlers = useRef({ onDepartures, onReset })
  useEffect(() => {
    handlers.current = { onDepartures, onReset }
  })

  useEffect(
    () =>
      useGame.subscribe((state, previous) => {
        const before = previous.fullGame
        const after = state.fullGame
        if (after === before) return
        if (!before || !after || state.past.length === 0) {
          handlers.current.onReset()
          return
        }
        // A dispatch or a redo keeps the state it replaced as the newest undo step.
        if (state.past[state.past.length - 1] !== before) return
        const departures = commanderDepartures(before, after)
        if (departures.length > 0) handlers.current.onDepartures(departures)
      }),
    [],
  )
}
