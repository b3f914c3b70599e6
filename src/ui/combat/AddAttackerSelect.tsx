import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { defaultAttackTarget, type CardId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { useCombatDraft } from './combatDraft'
import { creatureLabel } from './combatStage'

const NONE: string[] = []

/** Picks an attacker from a list: the keyboard's way to the creatures on a crowded table. */
export function AddAttackerSelect({
  candidates,
  picked,
}: {
  candidates: CardId[]
  picked: CardId[]
}) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const open = candidates.filter((id) => !picked.includes(id))
  const labels = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? open.map((id) => say(creatureLabel(g, id))) : NONE
    }),
  )
  const add = (id: CardId) => {
    const game = useGame.getState().game
    if (game && id) useCombatDraft.getState().setAttack(id, defaultAttackTarget(game, id))
  }
  return (
    <select
      className="combat-add"
      aria-label={t('combat.addAttacker')}
      value=""
      disabled={open.length === 0}
      onChange={(e) => add(e.target.value)}
    >
      <option value="">
        {open.length > 0
          ? t('combat.addAttackerCount', { count: open.length })
          : t('combat.noMoreAttackers')}
      </option>
      {open.map((id, i) => (
        <option key={id} value={id}>
          {labels[i]}
        </option>
      ))}
    </select>
  )
}
