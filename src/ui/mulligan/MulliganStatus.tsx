import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { players, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { SeatStatusRow } from './SeatStatusRow'

const NONE: PlayerId[] = []

/** The four seats at a glance: hand sizes, mulligans taken, declarations. Nothing secret. */
export function MulliganStatus({ acting }: { acting: PlayerId | null }) {
  const { t } = useTranslation('mulligan')
  const seats = useGame(useShallow((s) => (s.game ? players(s.game) : NONE)))
  return (
    <ol className="mulligan-status" aria-label={t('mulligan.statusLabel')}>
      {seats.map((p) => (
        <SeatStatusRow key={p} player={p} acting={p === acting} />
      ))}
    </ol>
  )
}
