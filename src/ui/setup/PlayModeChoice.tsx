import { useTranslation } from 'react-i18next'

export type PlayMode = 'here' | 'across'

const MODES = [
  { value: 'here', label: 'rooms.mode.here', hint: 'rooms.mode.here.hint' },
  { value: 'across', label: 'rooms.mode.across', hint: 'rooms.mode.across.hint' },
] as const

/**
 * Where the game is played (issue 24): on this device, hot-seat (the default, no server), or
 * across devices through a game server's room.
 */
export function PlayModeChoice({
  mode,
  onChange,
}: {
  mode: PlayMode
  onChange: (mode: PlayMode) => void
}) {
  const { t } = useTranslation('rooms')
  return (
    <fieldset className="play-mode">
      <legend>{t('rooms.mode')}</legend>
      {MODES.map((choice) => (
        <label key={choice.value} className={mode === choice.value ? 'is-chosen' : undefined}>
          <span>
            <input
              type="radio"
              name="play-mode"
              value={choice.value}
              checked={mode === choice.value}
              onChange={() => onChange(choice.value)}
            />{' '}
            <strong>{t(choice.label)}</strong>
          </span>
          <span className="muted">{t(choice.hint)}</span>
        </label>
      ))}
    </fieldset>
  )
}
