import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { BoldSlot } from './BoldSlot'
import { useCombatDraft } from './combatDraft'
import { cardName, targetLabel } from './combatStage'

/**
 * What aiming does, said where the attack is put together: while an attacker is being aimed, how
 * to aim it and a way to stop; after a click aimed it, what it attacks now, instead of what, with
 * a way back. Read out (role="status"), so an aim never changes unannounced.
 */
export function AimNote() {
  const { t } = useTranslation('combat')
  const say = useSay()
  const aiming = useCombatDraft((s) => s.aiming)
  const last = useCombatDraft((s) => s.lastAim)
  const aimingName = useGame((s) => (s.game && aiming ? say(cardName(s.game, aiming)) : ''))
  const change = useGame((s) => {
    const g = s.game
    if (!g || !last) return null
    const to = say(targetLabel(g, last.to))
    const from = say(targetLabel(g, last.from))
    return t('combat.aimed', { name: say(cardName(g, last.attacker)), to, from })
  })
  if (aiming !== null) {
    return (
      <p className="combat-pending" role="status">
        <span>
          <BoldSlot say={(name) => t('combat.aiming', { name })} value={aimingName} />
        </span>
        <button
          type="button"
          className="small"
          onClick={() => useCombatDraft.getState().setAiming(null)}
        >
          {t('combat.aimDone')}
        </button>
      </p>
    )
  }
  if (change === null) return null
  return (
    <p className="combat-pending" role="status">
      <span>{change}</span>
      <button type="button" className="small" onClick={() => useCombatDraft.getState().undoAim()}>
        {t('combat.aimUndo')}
      </button>
    </p>
  )
}
