import { useTranslation } from 'react-i18next'

export type PlayMode = 'here' | 'across'

const MODES = [
  { value: 'here', label: 'setup.mode.here', hint: 'setup.mode.here.hint' },
  { value: 'across', label: 'setup.mode.across', hint: 'setup.mode.across.hint' },
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
  const { t } = useTranslation('setup')
  return (
    <fieldset className="play-mode">
      <legend>{t('setup.mode')}</legend>
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
