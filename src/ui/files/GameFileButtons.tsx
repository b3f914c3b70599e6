import { useTranslation } from 'react-i18next'
import { message } from '../../engine/core'
import { reasonOf, useGame } from '../../store'
import { gameFileName, gameFileText, openGame, openGameFile } from '../../store/gameFile'
import { downloadFile } from './download'
import { FilePicker } from './FilePicker'

/** Downloads the game on the table, with its undo history, as a file (issue #9). */
export function SaveGameFileButton() {
  const { t } = useTranslation('files')
  const hasGame = useGame((s) => s.game !== null)
  return (
    <button
      type="button"
      disabled={!hasGame}
      onClick={() => {
        const { fullGame: game, past, future } = useGame.getState()
        if (game)
          downloadFile(gameFileName(game), gameFileText(game, past, future), 'application/json')
      }}
    >
      {t('files.game.save')}
    </button>
  )
}

/** Opens a game file; a bad file is refused with the reason and the table stays as it was. */
export function OpenGameFileButton() {
  const { t } = useTranslation('files')
  return (
    <FilePicker accept=".json,application/json" onFile={(file) => void open(file)}>
      {t('files.game.open')}
    </FilePicker>
  )
}

async function open(file: File): Promise<void> {
  const { showNotice } = useGame.getState()
  let result: Awaited<ReturnType<typeof openGameFile>>
  try {
    result = await openGameFile(file)
  } catch (error) {
    // The checks (and the rules they come with) did not load: offline, nothing cached.
    showNotice({
      kind: 'error',
      code: 'GAME_FILE_UNCHECKED',
      message: message(
        'files.game.uncheckable',
        { file: file.name, reason: reasonOf(error) },
        'files',
      ),
    })
    return
  }
  if ('unreadable' in result) {
    showNotice({
      kind: 'error',
      code: 'GAME_FILE_UNREADABLE',
      message: filesMessage('files.game.unreadable', file.name),
    })
    return
  }
  if (!result.ok) {
    showNotice({
      kind: 'error',
      code: 'GAME_FILE_REFUSED',
      message: message('files.game.refusedFile', { file: file.name, why: result.problem }, 'files'),
    })
    return
  }
  openGame(result.save)
  showNotice({
    kind: 'info',
    code: 'GAME_FILE_OPENED',
    message: filesMessage('files.game.opened', file.name),
  })
}

function filesMessage(key: string, file: string) {
  return message(key, { file }, 'files')
}
