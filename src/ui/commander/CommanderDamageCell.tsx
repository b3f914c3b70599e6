import { useTranslation } from 'react-i18next'
import { card, commanderDamage, opponents, type CardId, type PlayerId } from '../../engine'
import { COMMANDER_DAMAGE_TO_LOSE } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'

/** From here on the cell warns: a few more hits from that commander end the game. */
const WARN_AT = 15

/**
 * Damage one player has taken from one commander, with −1 / +1 to correct it. A commander
 * deals commander damage only to the other team (903.10a, 810.7), so teammates' cells are "—".
 */
export function CommanderDamageCell({
  victim,
  commander,
}: {
  victim: PlayerId
  commander: CardId
}) {
  const owner = useGame((s) => s.game?.cards[commander]?.owner ?? '')
  const counts = useGame((s) =>
    s.game && owner ? opponents(s.game, owner).includes(victim) : false,
  )
  const amount = useGame((s) => (s.game ? commanderDamage(s.game, victim, commander) : 0))
  const name = useGame((s) => (s.game?.cards[commander] ? card(s.game, commander).name : ''))
  const victimName = usePlayerName(victim)
  const { t } = useTranslation('commander')
  if (!counts) {
    return (
      <td className="cd-cell is-none">
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('commander.notOpponent')}</span>
      </td>
    )
  }
  const lethal = amount >= COMMANDER_DAMAGE_TO_LOSE
  const change = (delta: 1 | -1) =>
    useGame
      .getState()
      .dispatch({ type: 'commander/damage', player: owner, victim, commander, amount: delta })
  const level = lethal
    ? ' is-lethal'
    : amount >= WARN_AT
      ? ' is-warning'
      : amount > 0
        ? ' is-hit'
        : ''
  return (
    <td className={`cd-cell${level}`} data-commander-damage={`${victim}:${commander}`}>
      <button
        type="button"
        className="cd-step"
        aria-label={t('commander.damageLess', { commander: name, victim: victimName })}
        disabled={amount === 0}
        onClick={() => change(-1)}
      >
        −
      </button>
      <span className="cd-amount" title={lethal ? t('commander.lethalTitle') : undefined}>
        {amount}
        {lethal && <span className="sr-only"> {t('commander.lethal')}</span>}
      </span>
      <button
        type="button"
        className="cd-step"
        aria-label={t('commander.damageMore', { commander: name, victim: victimName })}
        onClick={() => change(1)}
      >
        +
      </button>
    </td>
  )
}
