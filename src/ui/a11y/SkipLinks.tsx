import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { players, teamOf } from '../../engine'
import { useGame, useUi } from '../../store'
import { focusIn, handSelector } from './focusIn'
import './a11y.css'

/**
 * Links at the very top of the table, seen when focused: the seated team's hand, battlefield
 * and life are a few keys away instead of dozens of Tabs (issue 26).
 */
export function SkipLinks() {
  const { t } = useTranslation('a11y')
  const team = useUi((s) => s.viewingTeam)
  const seat = useGame((s) => {
    const g = s.game
    return g ? players(g).find((p) => teamOf(g, p) === team) : undefined
  })
  if (seat === undefined) return null
  const go = (selector: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    focusIn(selector)
  }
  return (
    <nav className="skip-links" aria-label={t('a11y.skip.label')}>
      <a href="#my-hand" onClick={go(handSelector(seat))}>
        {t('a11y.skip.hand')}
      </a>
      <a href="#battlefield" onClick={go(`[data-zone="${seat}:battlefield"]`)}>
        {t('a11y.skip.battlefield')}
      </a>
      <a href="#life" onClick={go(`.team-life.team-${team}`)}>
        {t('a11y.skip.life')}
      </a>
    </nav>
  )
}
