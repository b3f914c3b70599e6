import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { defaultAttackTarget, possibleAttackers, type CardId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { asScreen, useScreenPlayer } from '../turns/screenPlayer'
import { AddAttackerSelect } from './AddAttackerSelect'
import { AimNote } from './AimNote'
import { AttackerRow } from './AttackerRow'
import { useCombatDraft } from './combatDraft'
import { declarationProblem, type Declaration } from './declarationProblem'
import { attackAction, useAttackPicks } from './useAttackPicks'

const NONE: CardId[] = []

/**
 * The active team's one combined attack (805.10b): picked creatures, each with what it attacks,
 * declared together by "Attack", from the first main phase on. Picks that can no longer attack
 * (tapped, left) drop out of the list.
 */
export function AttackDeclaration() {
  const { t } = useTranslation('combat')
  const say = useSay()
  const draft = useCombatDraft((s) => s.attacks)
  const candidates = useGame(useShallow((s) => (s.game ? possibleAttackers(s.game) : NONE)))
  const inStep = useGame((s) => s.game?.turn.step === 'declareAttackers')
  const dispatch = useGame((s) => s.dispatch)
  const picked = useAttackPicks()
  const player = useScreenPlayer()
  // Picks go in with "Attack"; in the declare attackers step nothing picked declares no attack.
  const action: Declaration = asScreen(
    picked.length > 0 ? attackAction(picked) : { type: 'combat/declareAttackers', attacks: [] },
    player,
  )
  const problem = useGame((s) => {
    const found = s.game && declarationProblem(s.game, action)
    return found ? say(found) : undefined
  })

  const allAttack = () => {
    const game = useGame.getState().game
    if (!game) return
    const next = { ...draft }
    for (const id of candidates) next[id] ??= defaultAttackTarget(game, id)
    useCombatDraft.getState().setAttacks(next)
  }

  return (
    <>
      <AimNote />
      <p className="combat-hint">{t('combat.attackHint')}</p>
      {picked.length > 0 && (
        <ul className="combat-list" aria-label={t('combat.attackers')}>
          {picked.map((id) => (
            <AttackerRow key={id} attacker={id} target={draft[id] ?? ''} />
          ))}
        </ul>
      )}
      <div className="combat-tools">
        <AddAttackerSelect candidates={candidates} picked={picked} />
        <button
          type="button"
          onClick={allAttack}
          disabled={picked.length === candidates.length}
          title={t('combat.allTitle')}
        >
          {t('combat.all')}
        </button>
        <button
          type="button"
          onClick={() => useCombatDraft.getState().setAttacks({})}
          disabled={picked.length === 0}
        >
          {t('combat.clear')}
        </button>
      </div>
      {problem !== undefined && <p className="combat-problem">{problem}</p>}
      {(picked.length > 0 || inStep) && (
        <div className="combat-actions">
          <button type="button" className="primary" onClick={() => dispatch(action)}>
            {picked.length > 0
              ? t('combat.attackWith', { count: picked.length })
              : t('combat.declareNoAttackers')}
          </button>
        </div>
      )}
    </>
  )
}
