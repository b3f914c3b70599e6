import { resetUiStore, useGame } from '../../store'
import { Dialog } from '../common/Dialog'

/** Confirms before the current game (and its autosave) is thrown away. */
export function NewGameDialog({ onClose }: { onClose: () => void }) {
  const confirm = () => {
    onClose()
    useGame.getState().newGame()
    resetUiStore()
  }
  return (
    <Dialog
      title="Start a new game?"
      onClose={onClose}
      actions={
        <>
          <button type="button" data-autofocus onClick={onClose}>
            Keep playing
          </button>
          <button type="button" className="danger" onClick={confirm}>
            Discard and start over
          </button>
        </>
      }
    >
      <p>The current game ends and its autosave is deleted. This cannot be undone.</p>
    </Dialog>
  )
}
