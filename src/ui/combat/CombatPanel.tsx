import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { mayTake, useScreenPlayer } from '../turns/screenPlayer'
import { AttackDeclaration } from './AttackDeclaration'
import { AttackList } from './AttackList'
import { BlockDeclaration } from './BlockDeclaration'
import { combatStage, type CombatStage } from './combatStage'
import { DamageStep } from './DamageStep'
import { NextStepButton } from './NextStepButton'
import { useAttackPicks } from './useAttackPicks'
import './combat.css'

const TITLES: Record<CombatStage, string> = {
  attack: 'combat.title.attack',
  attacked: 'combat.title.attacked',
  block: 'combat.title.block',
  damage: 'combat.title.damage',
  dealt: 'combat.title.dealt',
}

/**
 * The combat controls, in the sidebar while a combat is on or attackers are picked (508–510,
 * 805.10): picking attackers and their targets, the defending team's blocks, the damage preview
 * and the shields. Every step is
 * one engine action, so Undo walks back through the combat.
 */
export function CombatPanel() {
  const { t } = useTranslation('combat')
  const declared = useGame((s) => (s.game && !s.game.outcome.over ? combatStage(s.game) : null))
  const attackCount = useGame((s) => s.game?.combat.attacks.length ?? 0)
  // In a main phase the panel comes up with the first creature picked to attack.
  const picking = useAttackPicks().length > 0
  const stage = declared ?? (picking ? 'attack' : null)
  // The attack is the active team's to pick and declare (805.10a): the defenders' screen waits.
  const player = useScreenPlayer()
  const attacks = useGame((s) =>
    mayTake(s.game, player, { type: 'combat/declareAttackers', attacks: [] }),
  )
  const team = useGame((s) => s.game?.turn.activeTeam ?? 'A')
  if (!stage) return null
  return (
    <section className={`combat-panel panel stage-${stage}`} aria-labelledby="combat-title">
      <h2 id="combat-title" className="panel-title combat-title">
        {t(TITLES[stage])}
      </h2>
      <div className="combat-body">
        {stage === 'attack' &&
          (attacks ? (
            <AttackDeclaration />
          ) : (
            <p className="combat-hint">{t('combat.waitingForAttackers', { team })}</p>
          ))}
        {stage === 'attacked' && (
          <>
            <AttackList />
            <NextStepButton label={attackCount > 0 ? t('combat.toBlocks') : t('combat.nextStep')} />
          </>
        )}
        {stage === 'block' && <BlockDeclaration />}
        {stage === 'damage' && <DamageStep />}
        {stage === 'dealt' && (
          <>
            <AttackList />
            <NextStepButton label={t('combat.endCombat')} />
          </>
        )}
      </div>
    </section>
  )
}
