import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useGame } from '../../store'
import { AttackSummaryRow } from './AttackSummaryRow'

const NONE: CardId[] = []

/** The declared attack: each attacker, what it attacks, and who blocks it. */
export function AttackList() {
  const { t } = useTranslation('combat')
  const attackers = useGame(
    useShallow((s) => s.game?.combat.attacks.map((a) => a.attacker) ?? NONE),
  )
  if (attackers.length === 0) return <p className="combat-hint">{t('combat.noAttack')}</p>
  return (
    <ul className="combat-list" aria-label={t('combat.attackingCreatures')}>
      {attackers.map((id) => (
        <AttackSummaryRow key={id} attacker={id} />
      ))}
    </ul>
  )
}
