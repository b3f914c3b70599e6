import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { attackLabel, blockOpen, cardName, creatureLabel } from './combatStage'

const NONE: string[] = []

/**
 * One attacker and its blockers: declared ones, and picked ones not yet declared (in italics).
 * While a blocker waits for its attacker, a button here assigns it (the keyboard's way).
 */
export function AttackSummaryRow({ attacker }: { attacker: CardId }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const label = useGame((s) => (s.game ? say(attackLabel(s.game, attacker)) : ''))
  const blockers = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      return g.combat.blocks
        .filter((b) => b.attacker === attacker)
        .map((b) => say(creatureLabel(g, b.blocker)))
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
        .map(([b]) => say(creatureLabel(g, b)))
    }),
  )
  const pendingName = useGame((s) => (s.game && pending ? say(cardName(s.game, pending)) : null))

  return (
    <li className="combat-row is-summary">
      <span className="combat-attack-label">{label}</span>
      {blockers.length + picked.length === 0 ? (
        <span className="combat-unblocked">{t('combat.unblocked')}</span>
      ) : (
        <span className="combat-blockers">
          {t('combat.blockedBy', { names: blockers.join(', ') })}
          {blockers.length > 0 && picked.length > 0 && ', '}
          {picked.length > 0 && (
            <em title={t('combat.pickedTitle')}>
              {t('combat.picked', { names: picked.join(', ') })}
            </em>
          )}
        </span>
      )}
      {pending !== null && pendingName !== null && (
        <button
          type="button"
          className="small combat-assign"
          aria-label={t('combat.blockAttackerWith', { attacker: label, blocker: pendingName })}
          onClick={() => useCombatDraft.getState().setBlock(pending, attacker)}
        >
          {t('combat.blockWith', { name: pendingName })}
        </button>
      )}
    </li>
  )
}
