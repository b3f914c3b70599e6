import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useGame } from '../../store'
import { AttackSummaryRow } from './AttackSummaryRow'

const NONE: CardId[] = []

/** The declared attack: each attacker, what it attacks, and who blocks it. */
export function AttackList() {
  const attackers = useGame(
    useShallow((s) => s.game?.combat.attacks.map((a) => a.attacker) ?? NONE),
  )
  if (attackers.length === 0) return <p className="combat-hint">No creature attacks this combat.</p>
  return (
    <ul className="combat-list" aria-label="Attacking creatures">
      {attackers.map((id) => (
        <AttackSummaryRow key={id} attacker={id} />
      ))}
    </ul>
  )
}
