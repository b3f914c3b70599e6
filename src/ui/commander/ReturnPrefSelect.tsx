import { useId } from 'react'
import type { PlayerId } from '../../engine'
import { usePlayerName } from '../usePlayerName'
import { isReturnPref, useReturnPrefs, type ReturnPref } from './returnPrefs'

const CHOICES: readonly { value: ReturnPref; label: string }[] = [
  { value: 'ask', label: 'Ask' },
  { value: 'always', label: 'Always' },
  { value: 'never', label: 'Never' },
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
  const id = useId()
  return (
    <span className="return-pref">
      <label htmlFor={id}>{name}’s choice from now on</label>
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
            {c.label}
          </option>
        ))}
      </select>
    </span>
  )
}
