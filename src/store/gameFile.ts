/**
 * A game as a file the players keep, mail or carry to another device. The file is the autosave's
 * own format (persistence.ts), so one schema and one set of migrations check both.
 */
import { message, type Message } from '../engine/core'
import type { GameState } from '../engine'
import { useGame } from './gameStore'
import { HISTORY_LIMIT } from '../shared/history'
import { keepAside } from './keptAside'
import { loadSaveCheck } from './persistence'
import { toSaveFile, type SaveFile } from '../shared/save/saveFile'
import { packSave } from '../shared/save/savePacking'
import { autosaveFailedNotice } from './notices'
import { useUi } from './uiStore'
import { viewProblem } from './seatedView'
import { storeMessage } from './words'

/** Far above any real game (a long game's save is well under 5 MB); refuses before parsing. */
export const MAX_GAME_FILE_BYTES = 50 * 1024 * 1024

export type GameFileResult = { ok: true; save: SaveFile } | { ok: false; problem: Message }

// Writing a file needs no store: the game server writes the same file (issue 24's export).
export { gameFileName, gameFileText } from '../shared/save/gameFileText'

export type OpenedGameFile = GameFileResult | { ok: false; unreadable: true }

/**
 * Reads a picked file: refused by its size before a byte is read (issue 36: a 600 MiB file was
 * read whole and then called "not JSON", a 2 GiB one "could not be read from the disk"), else
 * read and checked (readGameFile). `unreadable`: the disk did not give its bytes.
 */
export async function openGameFile(file: Blob): Promise<OpenedGameFile> {
  if (file.size > MAX_GAME_FILE_BYTES)
    return { ok: false, problem: fileMessage('files.game.tooLarge') }
  let text: string
  try {
    text = await file.text()
  } catch {
    return { ok: false, unreadable: true }
  }
  return readGameFile(text)
}

/**
 * Checks a file's text; says what is wrong in words the players can act on. The checks load
 * with the first file read (persistence.ts: loadSaveCheck); should they fail to, that throws.
 */
export async function readGameFile(text: string): Promise<GameFileResult> {
  if (text.length > MAX_GAME_FILE_BYTES) {
    return { ok: false, problem: fileMessage('files.game.tooLarge') }
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, problem: fileMessage('files.game.notJson') }
  }
  // The autosave's own check: migrations from older versions, then the schema.
  const { checkSave } = await loadSaveCheck()
  const checked = checkSave(raw)
  if (checked.kind === 'rejected') {
    return { ok: false, problem: checked.detail }
  }
  const broken = viewProblem(checked.save.game)
  if (broken !== null)
    return { ok: false, problem: storeMessage('save.viewBroken', { why: broken }) }
  return { ok: true, save: checked.save }
}

/**
 * Opens a checked game file in place of the current one. Opening is one more step of history:
 * Undo brings back the game that was on the table, so nothing is lost.
 */
export function openGame(save: SaveFile): void {
  openGameState(save.game)
}

/**
 * Puts `game` on the table as one more step of history (a file, a scenario, a game kept aside):
 * Undo brings back what was there.
 */
export function openGameState(game: GameState): void {
  const store = useGame.getState()
  const { fullGame: current, past } = store
  const history = current
    ? { past: [...past, current].slice(-HISTORY_LIMIT), future: [] }
    : { past: [], future: [] }
  // As after a reload: no hand shows until the team whose turn it is confirms (810.5).
  useUi.getState().curtainFor(game.turn.activeTeam)
  store.loadGame(game, history)
}

/**
 * Puts a game kept aside back on the table with its own undo history (issue 36: it came back
 * with none). The game on the table, if any, is kept aside in its place, with its history:
 * restoring loses nothing, and either can be restored from the list again.
 */
export async function restoreKeptGame(save: SaveFile): Promise<void> {
  const { fullGame, past, future, showNotice } = useGame.getState()
  try {
    if (fullGame) await keepAside(packSave(toSaveFile(fullGame, past, future)), 'replaced')
  } catch (error) {
    // Storage refused: the game on the table stays, rather than be replaced unkept.
    showNotice(autosaveFailedNotice(error))
    return
  }
  useUi.getState().curtainFor(save.game.turn.activeTeam)
  useGame.getState().loadGame(save.game, { past: save.past, future: save.future })
}

function fileMessage(key: string, params?: Record<string, string>): Message {
  return message(key, params, 'files')
}
