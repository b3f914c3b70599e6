import { useTranslation } from 'react-i18next'
import type { UndoAsk } from '../../store'
import { Dialog } from '../../ui/common/Dialog'

/**
 * The other team asks to take back (or make again) a move (issue 24, item 4): the room waits for
 * this device's Agree or Decline. Closing the dialog any other way declines: nothing is undone
 * without a yes.
 */
export function UndoAskDialog({
  ask,
  onAnswer,
}: {
  ask: UndoAsk
  onAnswer: (agree: boolean) => void
}) {
  const { t } = useTranslation('rooms')
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
          by: ask.by.join(', '),
          what: ask.what,
        })}
      </p>
    </Dialog>
  )
}
