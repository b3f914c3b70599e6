import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { standingAnswer, type PlayerId } from '../../engine'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { isReturnPref, useReturnPrefs, type ReturnPref } from './returnPrefs'

const CHOICES: readonly { value: ReturnPref; label: string }[] = [
  { value: 'ask', label: 'commander.pref.ask' },
  { value: 'always', label: 'commander.pref.always' },
  { value: 'never', label: 'commander.pref.never' },
]

/**
 * One seat's standing answer to the 903.9 question: the game's (the engine applies it, to an
 * open question too, in one action), also remembered on this device for later games.
 */
export function ReturnPrefSelect({ player }: { player: PlayerId }) {
  const remembered = useReturnPrefs((s) => s.prefs[player] ?? 'ask')
  const pref = useGame((s) => {
    const inGame = s.game ? standingAnswer(s.game, player) : 'ask'
    return inGame === 'ask' ? remembered : inGame
  })
  const name = usePlayerName(player)
  const { t } = useTranslation('commander')
  const id = useId()
  return (
    <span className="return-pref">
      <label htmlFor={id}>{t('commander.pref.label', { name })}</label>
      <select
        id={id}
        value={pref}
        onChange={(e) => {
          const value = e.target.value
          if (!isReturnPref(value)) return
          useReturnPrefs.getState().setPref(player, value)
          useGame.getState().dispatch({ type: 'commander/returnPreference', player, answer: value })
        }}
      >
        {CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {t(c.label)}
          </option>
        ))}
      </select>
    </span>
  )
}
