import { useTranslation } from 'react-i18next'
import type { TableDecks } from './seatDecks'
import './setupDecks.css'

interface StartGateProps {
  table: TableDecks | null
}

/** Above "Start game": why it can't start, or that the decks' problems will be asked about. */
export function StartGate({ table }: StartGateProps) {
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
  return <p className="start-gate">{t('commander.gate.illegal')}</p>
}
