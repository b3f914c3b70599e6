import { useTranslation } from 'react-i18next'
import { useGame, useUi } from '../../store'
import { Dialog } from '../common/Dialog'
import { useCombatDraft } from '../combat/combatDraft'
import { declareTeamBlocks, useOwingDefenders, usePickedBlockers } from '../combat/teamBlocks'
import { attackAction, pickedAttackers, useAttackPicks } from '../combat/useAttackPicks'
import { asScreen, screenPlayer } from './screenPlayer'
import { useTurnAsk } from './turnAsk'

/**
 * The question asked before a move would drop a decision: attackers picked but not declared when
 * the turn moves on (declare them, or move on without attacking), or blocks owed when the device
 * is passed back (declare them first, 509.1). Nothing is dropped without the players saying so.
 */
export function TurnAskDialog() {
  const { t } = useTranslation('turns')
  const ask = useTurnAsk((s) => s.ask)
  const close = useTurnAsk((s) => s.close)
  const team = useUi((s) => s.viewingTeam)
  const attackers = useAttackPicks().length
  const blockers = usePickedBlockers(useOwingDefenders()).length
  if (!ask) return null
  const count = ask.kind === 'attackers' ? attackers : blockers
  const run = (act: () => unknown) => {
    close()
    act()
  }

  if (ask.kind === 'blocks') {
    return (
      <Dialog
        title={t('turns.ask.blocks.title', { team })}
        onClose={close}
        className="turn-ask"
        actions={
          <>
            <button type="button" className="primary" onClick={() => run(declareTeamBlocks)}>
              {count > 0 ? t('turns.ask.blocks.declare', { count }) : t('turns.ask.blocks.none')}
            </button>
            <button type="button" onClick={close}>
              {t('turns.ask.back')}
            </button>
          </>
        }
      >
        <p>{t('turns.ask.blocks.text', { team })}</p>
      </Dialog>
    )
  }

  const then = ask.then
  const attack = () => {
    const { game, dispatch } = useGame.getState()
    if (!game) return
    const picked = pickedAttackers(game, useCombatDraft.getState().attacks)
    dispatch(asScreen(attackAction(picked), screenPlayer()))
  }
  const ends = then.type === 'turn/end'
  return (
    <Dialog
      title={t('turns.ask.attackers.title', { count })}
      onClose={close}
      className="turn-ask"
      actions={
        <>
          <button type="button" className="primary" onClick={() => run(attack)}>
            {t('turns.ask.attackers.attack', { count })}
          </button>
          <button type="button" onClick={() => run(() => useGame.getState().dispatch(then))}>
            {ends ? t('turns.ask.attackers.endTurn') : t('turns.ask.attackers.noAttack')}
          </button>
          <button type="button" onClick={close}>
            {t('turns.ask.back')}
          </button>
        </>
      }
    >
      <p>{t('turns.ask.attackers.text', { count })}</p>
    </Dialog>
  )
}
