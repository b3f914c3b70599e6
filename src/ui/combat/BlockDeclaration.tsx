import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { PlayerId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { AttackList } from './AttackList'
import { BoldSlot } from './BoldSlot'
import { useCombatDraft } from './combatDraft'
import { blockOpen, cardName, defenders } from './combatStage'
import { NextStepButton } from './NextStepButton'
import { TeamBlockSection } from './TeamBlockSection'

const NONE: PlayerId[] = []

/**
 * The defending team's combined block (805.10d): one panel with both defenders' creatures, either
 * of which may block any attacker, declared at once. Then the turn moves to damage.
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
      {open.length > 0 ? (
        <TeamBlockSection players={open} />
      ) : (
        <NextStepButton label={t('combat.toDamage')} />
      )}
      <AttackList />
    </>
  )
}
