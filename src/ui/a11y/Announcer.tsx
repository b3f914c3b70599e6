import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { outcome, teamLife, type GameState, type TeamId } from '../../engine'
import { useGame } from '../../store'
import { onAnnounce } from './announce'

const TEAMS: readonly TeamId[] = ['A', 'B']

/**
 * What a screen reader should hear after a change: life totals, and the end of the game, in the
 * language of `t` (namespace "a11y").
 */
export function describeChange(before: GameState, after: GameState, t: TFunction): string {
  const parts: string[] = []
  for (const team of TEAMS) {
    const was = teamLife(before, team)
    const now = teamLife(after, team)
    if (now !== was) {
      const said = { team, life: now, change: Math.abs(now - was), ns: 'a11y' }
      parts.push(t(now > was ? 'a11y.life.up' : 'a11y.life.down', said))
    }
  }
  const end = outcome(after)
  if (end.over && !outcome(before).over) {
    parts.push(
      end.winner
        ? t('a11y.gameOver.win', { team: end.winner, ns: 'a11y' })
        : t('a11y.gameOver.draw', { ns: 'a11y' }),
    )
  }
  return parts.join(' ')
}

/**
 * A polite live region for what changes without the keyboard user's focus being there: team
 * life (from any source, undo included), the end of the game, and what `announce` is given. The
 * turn and step are read out by the turn bar's own live region.
 */
export function Announcer() {
  const [message, setMessage] = useState('')
  const { t } = useTranslation('a11y')
  useEffect(
    () =>
      useGame.subscribe((state, previous) => {
        if (!state.game || !previous.game || state.game === previous.game) return
        const said = describeChange(previous.game, state.game, t)
        if (said) setMessage(said)
      }),
    [t],
  )
  useEffect(() => onAnnounce(setMessage), [])
  return (
    <p className="sr-only" role="status" aria-live="polite" data-announcer="">
      {message}
    </p>
  )
}
