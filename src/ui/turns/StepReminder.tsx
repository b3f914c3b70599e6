import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import { card, type StepTriggerDetail } from '../../engine'
import { useGame } from '../../store'
import { whatThatPlayerDoes } from './reminderText'

/**
 * One step trigger: the card, how many times it triggers (805.4d) and for whom, its text, and
 * the intervening "if" the players must check themselves when the table can't (603.4).
 */
export const StepReminder = memo(function StepReminder({
  detail,
  reminderKey,
  onDone,
}: {
  detail: StepTriggerDetail
  /** Which reminder this is in its step, for onDone. */
  reminderKey: string
  onDone: (reminderKey: string) => void
}) {
  const { t, i18n } = useTranslation('turns')
  const cardName = useGame((s) => (s.game ? card(s.game, detail.card).name : ''))
  const names = useGame(
    useShallow((s) =>
      [detail.controller, ...detail.forPlayers].map((p) => s.game?.players[p]?.name ?? p),
    ),
  )
  const [controller, ...forNames] = names
  const does = whatThatPlayerDoes(detail.text)
  const title = `${cardName} ×${detail.times}`
  return (
    <li className="step-reminder">
      <div className="reminder-head">
        <strong>{cardName}</strong>
        <span className="reminder-times">×{detail.times}</span>
        <span className="reminder-owner">{controller}</span>
        <button
          type="button"
          className="reminder-done"
          onClick={() => onDone(reminderKey)}
          aria-label={t('turns.reminder.doneLabel', { title })}
        >
          {t('turns.reminder.done')}
        </button>
      </div>
      {forNames.length > 0 &&
        (does ? (
          <ul className="reminder-for">
            {forNames.map((n, i) => (
              <li key={i}>
                {n} {does}
              </li>
            ))}
          </ul>
        ) : (
          <p className="reminder-for">
            {t('turns.reminder.onceEach', {
              names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(forNames),
            })}
          </p>
        ))}
      {detail.condition && (
        <p className="reminder-if">
          {t('turns.reminder.checkFirst', { condition: detail.condition })}
        </p>
      )}
      <p className="reminder-text">{detail.text}</p>
    </li>
  )
})
