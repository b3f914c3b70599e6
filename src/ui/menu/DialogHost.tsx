import { useCallback } from 'react'
import { useUi } from '../../store'
import { NewGameDialog } from '../table/NewGameDialog'
import { AttachDialog } from './AttachDialog'
import { CounterDialog } from './CounterDialog'
import { TokenDialog } from './TokenDialog'

/** Shows the one open dialog, if any. */
export function DialogHost() {
  const dialog = useUi((s) => s.dialog)
  const close = useCallback(() => useUi.getState().closeDialog(), [])
  switch (dialog?.kind) {
    case 'counter':
      return <CounterDialog id={dialog.card} onClose={close} />
    case 'token':
      return <TokenDialog player={dialog.player} onClose={close} />
    case 'attach':
      return <AttachDialog id={dialog.card} onClose={close} />
    case 'newGame':
      return <NewGameDialog onClose={close} />
    default:
      return null
  }
}
