import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { teamOf, type TeamId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { AttackList } from './AttackList'
import { BoldSlot } from './BoldSlot'
import { useCombatDraft } from './combatDraft'
import { blockOpen, cardName, defenders } from './combatStage'
import { NextStepButton } from './NextStepButton'
import { TeamBlockSection } from './TeamBlockSection'
import { useOwingDefenders } from './teamBlocks'

const NONE: TeamId[] = []

/**
 * The defending team's combined block (805.10d): one panel with both defenders' creatures, either
 * of which may block any attacker, declared at once — on the defenders' screen only (509.1,
 * 810.5); the attackers' screen says it waits. Then the turn moves to damage.
 */
export function BlockDeclaration() {
  const { t } = useTranslation('combat')
  const say = useSay()
  const ours = useOwingDefenders()
  const theirs = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      const owing = defenders(g).find((p) => blockOpen(g, p))
      return owing === undefined ? NONE : [teamOf(g, owing)]
    }),
  )
  const pending = useCombatDraft((s) => s.pendingBlocker)
  const pendingName = useGame((s) => (s.game && pending ? say(cardName(s.game, pending)) : ''))
  const waitingOn = theirs[0]
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
      {ours.length > 0 ? (
        <TeamBlockSection players={ours} />
      ) : waitingOn !== undefined ? (
        <p className="combat-hint">{t('combat.waitingForBlocks', { team: waitingOn })}</p>
      ) : (
        <NextStepButton label={t('combat.toDamage')} />
      )}
      <AttackList />
    </>
  )
}
