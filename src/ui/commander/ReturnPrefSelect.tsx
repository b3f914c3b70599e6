import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlayerId } from '../../engine'
import { usePlayerName } from '../usePlayerName'
import { isReturnPref, useReturnPrefs, type ReturnPref } from './returnPrefs'

const CHOICES: readonly { value: ReturnPref; label: string }[] = [
  { value: 'ask', label: 'commander.pref.ask' },
  { value: 'always', label: 'commander.pref.always' },
  { value: 'never', label: 'commander.pref.never' },
]

/** One seat's standing answer to the 903.9 question. */
export function ReturnPrefSelect({
  player,
  onChange,
}: {
  player: PlayerId
  /** After the choice is stored: the prompt applies "Always" or "Never" to the open question. */
  onChange?: (pref: ReturnPref) => void
}) {
  const pref = useReturnPrefs((s) => s.prefs[player] ?? 'ask')
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
          onChange?.(value)
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
