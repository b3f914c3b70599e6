import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { CardId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { focusCard } from '../focusCard'
import { readOnTable } from '../card/previewIntent'
import { useCombatDraft } from './combatDraft'
import { attackLabel, cardName } from './combatStage'

const NONE: string[] = []

/** One picked blocker and the attacker it blocks, listed by name, controller and target. */
export function BlockerRow({ blocker, attacker }: { blocker: CardId; attacker: CardId }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const name = useGame((s) => (s.game ? say(cardName(s.game, blocker)) : ''))
  const attackers = useGame(
    useShallow((s) => s.game?.combat.attacks.map((a) => a.attacker) ?? NONE),
  )
  const labels = useGame(
    useShallow((s) => {
      const g = s.game
      return g ? attackers.map((id) => say(attackLabel(g, id))) : NONE
    }),
  )
  return (
    <li className="combat-row is-blocker">
      <button
        type="button"
        className="combat-name"
        title={t('combat.showCard')}
        onClick={() => {
          focusCard(blocker)
          readOnTable(blocker)
        }}
      >
        <bdi>{name}</bdi>
      </button>
      <span className="combat-arrow" aria-hidden="true">
        {t('combat.blocksArrow')}
      </span>
      <select
        aria-label={t('combat.blockerTarget', { name })}
        value={attacker}
        onChange={(e) => useCombatDraft.getState().setBlock(blocker, e.target.value)}
      >
        {attackers.map((id, i) => (
          <option key={id} value={id}>
            {labels[i]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="icon-button small"
        aria-label={t('combat.dontBlockWith', { name })}
        title={t('combat.dontBlockWithIt')}
        onClick={() => useCombatDraft.getState().removeBlock(blocker)}
      >
        ×
      </button>
    </li>
  )
}
