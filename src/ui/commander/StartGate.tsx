import { useTranslation } from 'react-i18next'
import type { TableDecks } from './seatDecks'
import './setupDecks.css'

interface StartGateProps {
  table: TableDecks | null
  playAnyway: boolean
  onPlayAnyway: (on: boolean) => void
}

/** Above "Start game": why it can't start yet, or the choice to play illegal decks anyway. */
export function StartGate({ table, playAnyway, onPlayAnyway }: StartGateProps) {
  const { t } = useTranslation('commander')
  if (!table) return null
  if (table.blocked) {
    return (
      <p className="start-gate is-blocked" role="alert">
        {t('commander.gate.blocked')}
      </p>
    )
  }
  if (!table.illegal) return null
  return (
    <div className="start-gate">
      <p>{t('commander.gate.illegal')}</p>
      <label className="check-field">
        <input
          type="checkbox"
          checked={playAnyway}
          onChange={(e) => onPlayAnyway(e.target.checked)}
        />
        <span>{t('commander.gate.playAnyway')}</span>
      </label>
    </div>
  )
}
