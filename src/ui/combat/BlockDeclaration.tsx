import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { AttackList } from './AttackList'
import { BoldSlot } from './BoldSlot'
import { useCombatDraft } from './combatDraft'
import { blockOpen, cardName, defenders } from './combatStage'
import { BlockSection } from './BlockSection'
import { NextStepButton } from './NextStepButton'

const NONE: PlayerId[] = []

/**
 * The defending team's combined block (805.10d): each defender declares their own creatures
 * (810.5), B1 first, then B2; either may block any attacker. Then the turn moves to damage.
 */
export function BlockDeclaration() {
  const { t } = useTranslation('combat')
  const say = useSay()
  const open = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? defenders(g).filter((p) => blockOpen(g, p)) : NONE
    }),
  )
  const pending = useCombatDraft((s) => s.pendingBlocker)
  const pendingName = useGame((s) => (s.game && pending ? say(cardName(s.game, pending)) : ''))
  const current = open[0]
  const nextName = useGame((s) => (open[1] ? (s.game?.players[open[1]]?.name ?? open[1]) : null))
  return (
    <>
      {pending !== null && (
        <p className="combat-pending" role="status">
          <span>
            <BoldSlot say={(name) => t('combat.pendingBlock', { name })} value={pendingName} />
          </span>
          <button
            type="button"
            className="small"
            onClick={() => useCombatDraft.getState().setPendingBlocker(null)}
          >
            {t('combat.cancel')}
          </button>
        </p>
      )}
      {current !== undefined ? (
        <BlockSection key={current} player={current} />
      ) : (
        <NextStepButton label={t('combat.toDamage')} />
      )}
      {nextName !== null && (
        <p className="combat-hint">
          <BoldSlot say={(name) => t('combat.thenDeclares', { name })} value={nextName} />
        </p>
      )}
      <AttackList />
    </>
  )
}
