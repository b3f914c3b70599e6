import { useTranslation } from 'react-i18next'
import { useGame } from '../../store'
import { attackNow } from './attackNow'
import { useAttackPicks } from './useAttackPicks'
import { ATTACK_KEY, useAttackHotkey } from './useAttackHotkey'

/**
 * "Attack" in the turn bar during the first main phase and the beginning of combat, as in
 * Arena: with creatures picked on the table it declares their attack and moves on to blocks
 * (507–509); with none, it goes to the declare attackers step, where they are picked.
 */
export function AttackButton() {
  const { t } = useTranslation('combat')
  const step = useGame((s) => s.game?.turn.step)
  const ready = useGame((s) => s.game !== null && s.game.mulligan.done && !s.game.outcome.over)
  const picked = useAttackPicks()
  const shown = ready && (step === 'main1' || step === 'beginCombat')
  useAttackHotkey(shown)
  if (!shown) return null
  return (
    <button
      type="button"
      className={picked.length > 0 ? 'attack-button primary' : 'attack-button'}
      aria-keyshortcuts={ATTACK_KEY}
      aria-description={
        picked.length > 0 ? t('combat.attackWith', { count: picked.length }) : undefined
      }
      onClick={attackNow}
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
