import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { stepTriggerDetails, turn, type StepTriggerDetail } from '../../engine'
import { useGame, useUi } from '../../store'
import { StepReminder } from './StepReminder'
import './turns.css'

const NONE: StepTriggerDetail[] = []

/**
 * "At the beginning of …" reminders for the step that just began, with the count the team rules
 * give them (805.4d): the players resolve them, then mark each one done. Done marks last for
 * this turn and step only, so an Undo back into the step shows them again.
 */
export function StepReminders() {
  const { t } = useTranslation('turns')
  const game = useGame((s) => s.game)
  const details = useMemo(() => (game ? stepTriggerDetails(game) : NONE), [game])
  const number = useGame((s) => (s.game ? turn(s.game).number : 0))
  const step = useGame((s) => (s.game ? turn(s.game).step : 'upkeep'))
  const stepKey = `${number}:${step}`
  const dismissed = useUi((s) =>
    s.dismissedReminders.step === stepKey ? s.dismissedReminders.keys : NO_KEYS,
  )
  // Hidden for this step only: the next step's reminders show again.
  const [hiddenAt, setHiddenAt] = useState<string | null>(null)
  const listId = useId()
  const open = details
    .map((detail, i) => ({ detail, key: `${i}:${detail.card}` }))
    .filter((r) => !dismissed.includes(r.key))
  if (open.length === 0) return null
  const dismiss = (key: string) => useUi.getState().dismissReminder(stepKey, key)
  const hidden = hiddenAt === stepKey
  return (
    <section
      className={`step-reminders${hidden ? ' is-hidden' : ''}`}
      aria-label={t(`turns.reminders.label.${step}`)}
    >
      <header className="step-reminders-head">
        <h2 className="panel-title">{t(`turns.reminders.heading.${step}`)}</h2>
        <button
          type="button"
          className="link-button"
          aria-expanded={!hidden}
          aria-controls={listId}
          onClick={() => setHiddenAt(hidden ? null : stepKey)}
        >
          {hidden ? t('turns.reminders.show', { number: open.length }) : t('turns.reminders.hide')}
        </button>
        {open.length > 1 && !hidden && (
          <button
            type="button"
            className="link-button"
            onClick={() => open.forEach((r) => dismiss(r.key))}
          >
            {t('turns.reminders.allDone')}
          </button>
        )}
      </header>
      <ul id={listId} hidden={hidden}>
        {open.map((r) => (
          <StepReminder key={r.key} detail={r.detail} onDone={() => dismiss(r.key)} />
        ))}
      </ul>
    </section>
  )
}

const NO_KEYS: string[] = []
