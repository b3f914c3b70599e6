import { useCallback } from 'react'
import { useUi } from '../../store'
import { CardDataDialog } from '../cards/CardDataDialog'
import { FindCardDialog } from '../cards/FindCardDialog'
import { ExploreDialog } from '../flip/ExploreDialog'
import { LibrarySearchDialog } from '../library/LibrarySearchDialog'
import { LibraryTopDialog } from '../library/LibraryTopDialog'
import { GameOverDialog } from '../life/GameOverDialog'
import { LifePanel } from '../life/LifePanel'
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
    case 'explore':
      return <ExploreDialog id={dialog.card} onClose={close} />
    case 'librarySearch':
      return <LibrarySearchDialog player={dialog.player} onClose={close} />
    case 'libraryTop':
      return <LibraryTopDialog player={dialog.player} mode={dialog.mode} onClose={close} />
    case 'newGame':
      return <NewGameDialog onClose={close} />
    case 'life':
      return <LifePanel team={dialog.team} onClose={close} />
    case 'gameOver':
      return <GameOverDialog onClose={close} />
    case 'findCard':
      return <FindCardDialog player={dialog.player} zone={dialog.zone} onClose={close} />
    case 'cardData':
      return <CardDataDialog onClose={close} />
    default:
      return null
  }
}
