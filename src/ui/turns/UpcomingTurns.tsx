import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { turn, type TeamId } from '../../engine'
import { useGame } from '../../store'

const NONE: TeamId[] = []

/**
 * Whose turns come next: queued extra turns first, most recent first (500.7), each taken by a
 * whole team (805.8), then the regular turn.
 */
export function UpcomingTurns() {
  const { t } = useTranslation('turns')
  const upcoming = useGame(useShallow((s) => (s.game ? turn(s.game).upcoming : NONE)))
  const extraNow = useGame((s) => (s.game ? turn(s.game).extra : false))
  const parts = upcoming.map((team, i) =>
    i < upcoming.length - 1 ? t('turns.next.extra', { team }) : t('turns.next.team', { team }),
  )
  return (
    <>
      {extraNow && <span className="turn-extra">{t('turns.extraTurn')}</span>}
      {parts.length > 0 && (
        <span className="turn-next">
          {t('turns.next', { list: parts.join(t('turns.next.then')) })}
        </span>
      )}
    </>
  )
}
