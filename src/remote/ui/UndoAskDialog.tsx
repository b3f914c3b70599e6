import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { seatNames, stepMessage, teamName, useGame, type UndoAsk } from '../../store'
import { Dialog } from '../../ui/common/Dialog'

/**
 * The other team asks to take back (or make again) a move (issue 24, item 4): the room waits for
 * this device's Agree or Decline. Closing the dialog any other way declines: nothing is undone
 * without a yes. It says why it asks when the other team made the step in its own turn (issue
 * 35): the undo opens a finished game again, or hides again cards of this team's they have seen;
 * and which team has saved the full game.
 */
export function UndoAskDialog({
  ask,
  onAnswer,
}: {
  ask: UndoAsk
  onAnswer: (agree: boolean) => void
}) {
  const { t } = useTranslation('rooms')
  const say = useSay()
  const game = useGame((s) => s.game)
  // An older server sends the English words only.
  const what = ask.words ? say(stepMessage(ask.words)) : ask.what
  const exported = (ask.exported ?? []).map((team) => teamName(game, team))
  return (
    <Dialog
      title={t('rooms.ask.title')}
      onClose={() => onAnswer(false)}
      actions={
        <>
          {/* Focus starts here: a stray Enter never undoes a move. */}
          <button type="button" data-autofocus onClick={() => onAnswer(false)}>
            {t('rooms.ask.decline')}
          </button>
          <button type="button" className="primary" onClick={() => onAnswer(true)}>
            {t('rooms.ask.agree')}
          </button>
        </>
      }
    >
      <p>
        {t(ask.kind === 'undo' ? 'rooms.ask.undo' : 'rooms.ask.redo', {
          by: seatNames(game, ask.by),
          what,
        })}
      </p>
      {ask.reason && <p className="room-ask-why">{t(`rooms.ask.${ask.reason}`)}</p>}
      {exported.length > 0 && (
        <p className="room-ask-why">{t('rooms.ask.exported', { teams: exported.join(', ') })}</p>
      )}
    </Dialog>
  )
}
