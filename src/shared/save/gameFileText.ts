/**
 * A game file's name and text, apart from the store (gameFile.ts reads files into it): the game
 * server writes the same file when a finished game is exported (issue 24), without the store.
 */
import type { GameState } from '../../engine'
import { toSaveFile } from './saveFile'
import { packSave } from './savePacking'

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
