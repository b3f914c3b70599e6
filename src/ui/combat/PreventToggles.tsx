import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import type { PlayerId } from '../../engine'
import { useGame } from '../../store'
import { defenders } from './combatStage'

const NONE: PlayerId[] = []

/**
 * The shields players resolve before damage: "prevent all combat damage this turn" protects
 * everyone; "prevent all damage that would be dealt to you" protects one player, never the
 * teammate (615, 810.9, S084).
 */
export function PreventToggles() {
  const { t } = useTranslation('combat')
  const all = useGame((s) => s.game?.combat.preventAll === true)
  const who = useGame(useShallow((s) => (s.game ? defenders(s.game) : NONE)))
  const names = useGame(useShallow((s) => who.map((p) => s.game?.players[p]?.name ?? p)))
  const shielded = useGame(
    useShallow((s) => who.map((p) => s.game?.players[p]?.restrictions.preventAllDamage === true)),
  )
  const dispatch = useGame((s) => s.dispatch)
  return (
    <fieldset className="combat-shields">
      <legend>{t('combat.prevention')}</legend>
      <label>
        <input
          type="checkbox"
          checked={all}
          onChange={(e) => dispatch({ type: 'combat/preventAll', on: e.target.checked })}
        />
        {t('combat.preventAll')}
      </label>
      {who.map((p, i) => (
        <label key={p}>
          <input
            type="checkbox"
            checked={shielded[i] ?? false}
            onChange={(e) =>
              dispatch({
                type: 'player/restrict',
                player: p,
                restriction: 'preventAllDamage',
                on: e.target.checked,
              })
            }
          />
          {t('combat.preventTo', { name: names[i] ?? p })}
        </label>
      ))}
    </fieldset>
  )
}
