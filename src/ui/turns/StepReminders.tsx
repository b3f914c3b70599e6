import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { stepTriggerDetails, turn, type GameState, type StepTriggerDetail } from '../../engine'
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
  const details = useStepTriggerDetails()
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
  const dismiss = useCallback(
    (key: string) => useUi.getState().dismissReminder(stepKey, key),
    [stepKey],
  )
  if (open.length === 0) return null
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
          <StepReminder key={r.key} detail={r.detail} reminderKey={r.key} onDone={dismiss} />
        ))}
      </ul>
    </section>
  )
}

const NO_KEYS: string[] = []

/**
 * The step triggers, computed once per game state, and the previous list while they are the
 * same: most actions (a tap, a life change) leave them as they were, and then no reminder
 * re-renders.
 */
function useStepTriggerDetails(): StepTriggerDetail[] {
  const last = useRef<{ game: GameState | null; details: StepTriggerDetail[] }>({
    game: null,
    details: NONE,
  })
  return useGame((s) => {
    const was = last.current
    if (s.game === was.game) return was.details
    const now = s.game ? stepTriggerDetails(s.game) : NONE
    last.current = { game: s.game, details: sameDetails(was.details, now) ? was.details : now }
    return last.current.details
  })
}

function sameDetails(a: StepTriggerDetail[], b: StepTriggerDetail[]): boolean {
  return a.length === b.length && a.every((d, i) => sameDetail(d, b[i]))
}

function sameDetail(a: StepTriggerDetail, b: StepTriggerDetail | undefined): boolean {
  return (
    b !== undefined &&
    a.card === b.card &&
    a.controller === b.controller &&
    a.times === b.times &&
    a.text === b.text &&
    a.condition === b.condition &&
    a.forPlayers.join() === b.forPlayers.join()
  )
}
