import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { card, type CardId } from '../../engine'
import { useSay } from '../../i18n/say'
import { useGame } from '../../store'
import { cardName, creatureLabel, targetLabel } from './combatStage'

const NONE: string[] = []

/**
 * How an attacker blocked by several creatures splits its damage (510.1c–d): a number for each
 * blocker, and with trample for what it attacks (702.19b). Without it the table's default split
 * applies. The engine checks the split; a refused one shows its message.
 */
export function AssignDamageEditor({ attacker }: { attacker: CardId }) {
  const { t } = useTranslation('combat')
  const say = useSay()
  const [open, setOpen] = useState(false)
  const name = useGame((s) => (s.game ? say(cardName(s.game, attacker)) : ''))
  const power = useGame((s) => (s.game ? Math.max(0, card(s.game, attacker).power ?? 0) : 0))
  const chosen = useGame((s) => s.game?.combat.assignments?.[attacker])
  const recipients = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      const blockers = g.combat.blocks.filter((b) => b.attacker === attacker).map((b) => b.blocker)
      const attack = g.combat.attacks.find((a) => a.attacker === attacker)
      // 702.19b: only a trampler may assign damage to what it attacks.
      const tramples = card(g, attacker).keywords.some((k) => k.toLowerCase() === 'trample')
      // 506.4c: an attack whose planeswalker left has nothing to trample over to.
      return attack?.target !== undefined && tramples ? [...blockers, attack.target] : blockers
    }),
  )
  const labels = useGame(
    useShallow((s) => {
      const g = s.game
      if (!g) return NONE
      return recipients.map((id) => say(g.players[id] ? targetLabel(g, id) : creatureLabel(g, id)))
    }),
  )
  const [amounts, setAmounts] = useState<number[]>([])
  const dispatch = useGame((s) => s.dispatch)
  const total = amounts.reduce((sum, n) => sum + n, 0)

  const start = () => {
    setAmounts(
      recipients.map((id, i) => chosen?.find((x) => x.to === id)?.amount ?? (i === 0 ? power : 0)),
    )
    setOpen(true)
  }
  const assign = () => {
    const controller = useGame.getState().game?.cards[attacker]?.controller ?? ''
    const assignment = recipients.map((to, i) => ({ to, amount: amounts[i] ?? 0 }))
    if (dispatch({ type: 'combat/assignDamage', player: controller, attacker, assignment }))
      setOpen(false)
  }

  if (!open) {
    return (
      <div className="combat-split">
        <button type="button" className="small" onClick={start}>
          {t('combat.split', { name })}
        </button>
        <span className="combat-hint">
          {chosen ? t('combat.splitChosen') : t('combat.splitDefault')}
        </span>
      </div>
    )
  }
  return (
    <fieldset className="combat-split is-open">
      <legend>{t('combat.splitAssigned', { name, total, power })}</legend>
      {recipients.map((id, i) => (
        <label key={id}>
          <span aria-hidden="true">{labels[i]}</span>
          <input
            type="number"
            aria-label={t('combat.damageTo', { target: labels[i] ?? '' })}
            min={0}
            max={power}
            value={amounts[i] ?? 0}
            onChange={(e) =>
              setAmounts(amounts.map((n, j) => (j === i ? Math.max(0, Number(e.target.value)) : n)))
            }
          />
        </label>
      ))}
      <div className="combat-actions">
        <button type="button" onClick={() => setOpen(false)}>
          {t('combat.cancel')}
        </button>
        <button type="button" className="primary" onClick={assign}>
          {t('combat.assign')}
        </button>
      </div>
    </fieldset>
  )
}
