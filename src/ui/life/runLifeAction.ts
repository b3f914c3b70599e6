/**
 * Runs one panel action: the engine is asked first, so a refusal can show its rule number (the
 * store's notice carries only the message); then the store dispatches it as any click does, and
 * the panel reads back the log lines the action wrote — including "nothing happens" (810.9e).
 */
import { logSince, tryAction, type Action, type LogEntry } from '../../engine'
import { useGame } from '../../store'

export type PanelResult =
  | { kind: 'done'; lines: LogEntry[] }
  | { kind: 'refused'; message: string; rule: string | undefined }

export function runLifeAction(action: Action): PanelResult {
  const { game, dispatch } = useGame.getState()
  if (!game) return { kind: 'refused', message: 'There is no game on the table.', rule: undefined }
  const check = tryAction(game, action)
  if (!check.ok) return { kind: 'refused', message: check.error.message, rule: check.error.rule }
  dispatch(action)
  const after = useGame.getState().game
  return { kind: 'done', lines: after ? logSince(after, game.seq) : [] }
}
