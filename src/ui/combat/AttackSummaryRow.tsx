import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { attackLabel, blockOpen, cardName, controllerName } from './combatStage'

const NONE: string[] = []

/**
 * One attacker and its blockers: declared ones, and picked ones not yet declared (in italics).
 * While a blocker waits for its attacker, a button here assigns it (the keyboard's way).
 */
export function AttackSummaryRow({ attacker }: { attacker: CardId }) {
  const label = useGame((s) => (s.game ? attackLabel(s.game, attacker) : ''))
  const blockers = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      return g.combat.blocks
        .filter((b) => b.attacker === attacker)
        .map((b) => `${cardName(g, b.blocker)} (${controllerName(g, b.blocker)})`)
    }),
  )
  const draftBlocks = useCombatDraft((s) => s.blocks)
  const pending = useCombatDraft((s) => s.pendingBlocker)
  const picked = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      return Object.entries(draftBlocks)
        .filter(([b, a]) => a === attacker && blockOpen(g, g.cards[b]?.controller ?? ''))
        .map(([b]) => `${cardName(g, b)} (${controllerName(g, b)})`)
    }),
  )
  const pendingName = useGame((s) => (s.game && pending ? cardName(s.game, pending) : null))

  return (
    <li className="combat-row is-summary">
      <span className="combat-attack-label">{label}</span>
      {blockers.length + picked.length === 0 ? (
        <span className="combat-unblocked">unblocked</span>
      ) : (
        <span className="combat-blockers">
          blocked by {blockers.join(', ')}
          {blockers.length > 0 && picked.length > 0 && ', '}
          {picked.length > 0 && (
            <em title="Picked, not declared yet">{picked.join(', ')} (picked)</em>
          )}
        </span>
      )}
      {pending !== null && pendingName !== null && (
        <button
          type="button"
          className="small combat-assign"
          aria-label={`Block ${label} with ${pendingName}`}
          onClick={() => useCombatDraft.getState().setBlock(pending, attacker)}
        >
          Block with {pendingName}
        </button>
      )}
    </li>
  )
}
