import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamId } from '../../engine'
import './mulligan.css'

/** How the game starts: who goes first (103.1) and whether to run the mulligans (103.5). */
export interface StartOptions {
  startingTeam: TeamId | 'random'
  skipMulligans: boolean
}

export const DEFAULT_START_OPTIONS: StartOptions = { startingTeam: 'A', skipMulligans: false }

/** The starting team, or a fair coin when the table says "random" (103.1: any agreed method). */
export function startingTeamOf(options: StartOptions): TeamId {
  if (options.startingTeam !== 'random') return options.startingTeam
  const [bit = 0] = crypto.getRandomValues(new Uint8Array(1))
  return bit % 2 === 0 ? 'A' : 'B'
}

interface StartOptionsFieldsProps {
  value: StartOptions
  onChange: (value: StartOptions) => void
}

/** The setup screen's advanced start options. */
export function StartOptionsFields({ value, onChange }: StartOptionsFieldsProps) {
  const { t } = useTranslation('mulligan')
  const skipHint = useId()
  return (
    <>
      <label className="field inline">
        <span>{t('mulligan.start.team')}</span>
        <select
          value={value.startingTeam}
          onChange={(e) =>
            onChange({ ...value, startingTeam: e.target.value as StartOptions['startingTeam'] })
          }
        >
          <option value="A">{t('mulligan.start.teamA')}</option>
          <option value="B">{t('mulligan.start.teamB')}</option>
          <option value="random">{t('mulligan.start.random')}</option>
        </select>
      </label>
      <label className="check-field">
        <input
          type="checkbox"
          checked={value.skipMulligans}
          aria-describedby={skipHint}
          onChange={(e) => onChange({ ...value, skipMulligans: e.target.checked })}
        />
        <span>{t('mulligan.start.skip')}</span>
      </label>
      <p id={skipHint} className="muted">
        {t('mulligan.start.skipHint')}
      </p>
    </>
  )
}
