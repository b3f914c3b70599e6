/**
 * Runs one panel action: the engine is asked first, so a refusal can show its rule number (the
 * store's notice carries only the message); then the store dispatches it as any click does, and
 * the panel reads back the log lines the action wrote — including "nothing happens" (810.9e).
 */
import { logSince, tryAction, type Action, type LogEntry, type Message } from '../../engine'
import { useGame } from '../../store'
import { lifeMsg } from './lifeWords'

export type PanelResult =
  | { kind: 'done'; lines: LogEntry[] }
  | { kind: 'refused'; message: Message | string; rule: string | undefined }

export function runLifeAction(action: Action): PanelResult {
  const { game, dispatch } = useGame.getState()
  if (!game) return { kind: 'refused', message: lifeMsg('life.noGame'), rule: undefined }
  const check = tryAction(game, action)
  if (!check.ok) {
    const { detail, message, rule } = check.error
    return { kind: 'refused', message: detail ?? message, rule }
  }
  dispatch(action)
  const after = useGame.getState().game
  return { kind: 'done', lines: after ? logSince(after, game.seq) : [] }
}
