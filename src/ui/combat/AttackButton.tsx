import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { useScreenPlayer, mayTake } from '../turns/screenPlayer'
import { attackNow } from './attackNow'
import { attackOpen } from './combatStage'
import { useAttackPicks } from './useAttackPicks'
import { ATTACK_KEY, useAttackHotkey } from './useAttackHotkey'

/**
 * "Attack" in the turn bar, as in Arena, for the team whose turn it is (805.10a): in the first
 * main phase and the beginning of combat, with creatures picked on the table it declares their
 * attack and moves on to blocks (507–509); with none, it goes to the declare attackers step,
 * where it stays while creatures are picked. A presses it in all three steps.
 */
export function AttackButton() {
  const { t } = useTranslation('combat')
  const player = useScreenPlayer()
  const open = useGame(
    (s) =>
      s.game !== null &&
      attackOpen(s.game) &&
      mayTake(s.game, player, { type: 'combat/declareAttackers', attacks: [] }),
  )
  const inStep = useGame((s) => s.game?.turn.step === 'declareAttackers')
  const picked = useAttackPicks()
  useAttackHotkey(open)
  if (!open || (inStep && picked.length === 0)) return null
  return (
    <button
      type="button"
      className={picked.length > 0 ? 'attack-button primary' : 'attack-button'}
      aria-keyshortcuts={ATTACK_KEY}
      aria-description={
        picked.length > 0 ? t('combat.attackWith', { count: picked.length }) : undefined
      }
      onClick={() => void attackNow()}
      title={
        picked.length > 0
          ? t('combat.attackNowTitle', { shortcut: ATTACK_KEY })
          : t('combat.attackTitle', { shortcut: ATTACK_KEY })
      }
    >
      <span aria-hidden="true">⚔ </span>
      {t('combat.attack')}
      {picked.length > 0 && (
        <span className="attack-count" aria-hidden="true">
          {` (${picked.length})`}
        </span>
      )}
      <kbd aria-hidden="true">{ATTACK_KEY}</kbd>
    </button>
  )
}
