import { useEffect, useState } from 'react'
import { outcome, teamLife, type GameState, type TeamId } from '../../engine'
import { useGame } from '../../store'

const TEAMS: readonly TeamId[] = ['A', 'B']

/** What a screen reader should hear after a change: life totals, and the end of the game. */
export function describeChange(before: GameState, after: GameState): string {
  const parts: string[] = []
  for (const team of TEAMS) {
    const was = teamLife(before, team)
    const now = teamLife(after, team)
    if (now !== was) {
      parts.push(`Team ${team} life ${now}, ${now > was ? 'up' : 'down'} ${Math.abs(now - was)}.`)
    }
  }
  const end = outcome(after)
  if (end.over && !outcome(before).over) {
    parts.push(end.winner ? `Game over: team ${end.winner} wins.` : 'Game over: a draw.')
  }
  return parts.join(' ')
}

/**
 * A polite live region for what changes without the keyboard user's focus being there: team
 * life (from any source, undo included) and the end of the game. The turn and step are read out
 * by the turn bar's own live region.
 */
export function Announcer() {
  const [message, setMessage] = useState('')
  useEffect(
    () =>
      useGame.subscribe((state, previous) => {
        if (!state.game || !previous.game || state.game === previous.game) return
        const said = describeChange(previous.game, state.game)
        if (said) setMessage(said)
      }),
    [],
  )
  return (
    <p className="sr-only" role="status" aria-live="polite" data-announcer="">
      {message}
    </p>
  )
}
