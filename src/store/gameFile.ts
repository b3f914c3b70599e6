/**
 * A game as a file the players keep, mail or carry to another device. The file is the autosave's
 * own format (persistence.ts), so one schema and one set of migrations check both.
 */
import { message, type Message } from '../engine/core'
import type { GameState } from '../engine'
import { useGame } from './gameStore'
import { HISTORY_LIMIT } from './history'
import { loadSaveCheck, toSaveFile, type SaveFile } from './persistence'
import { packSave } from './savePacking'
import { useUi } from './uiStore'

/** Far above any real game (a long game's save is well under 5 MB); refuses before parsing. */
export const MAX_GAME_FILE_BYTES = 50 * 1024 * 1024

export type GameFileResult = { ok: true; save: SaveFile } | { ok: false; problem: Message }

/** `duotable-turn-7-2026-11-30-2105.json`: sorts by date, says how far the game went. */
export function gameFileName(game: GameState, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  return `duotable-turn-${game.turn.number}-${date}-${pad(now.getHours())}${pad(now.getMinutes())}.json`
}

/** The file's text: the save packed (savePacking.ts), so a long game's file stays small. */
export function gameFileText(game: GameState, past: GameState[], future: GameState[]): string {
  return JSON.stringify(packSave(toSaveFile(game, past, future)))
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
    return { ok: false, problem: { ...checked.detail, ns: 'store' } }
  }
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

function fileMessage(key: string, params?: Record<string, string>): Message {
  return message(key, params, 'files')
}
