/**
 * Runs one panel action through the store, once: the outcome carries the log lines the action
 * wrote — including "nothing happens" (810.9e) — or the refusal with its rule number, which the
 * panel shows itself (so no notice as well). In a room these come with the room's answer.
 */
import type { Action, LogEntry, Message } from '../../engine'
import { useGame } from '../../store'
import { lifeMsg } from './lifeWords'

export type PanelResult =
  | { kind: 'done'; lines: LogEntry[] }
  | { kind: 'refused'; message: Message | string; rule: string | undefined }

export async function runLifeAction(action: Action): Promise<PanelResult> {
  const outcome = await useGame.getState().perform(action, { notice: false })
  if (outcome.ok) return { kind: 'done', lines: outcome.log }
  if (outcome.error.code === 'NO_GAME') {
    return { kind: 'refused', message: lifeMsg('life.noGame'), rule: undefined }
  }
  const { detail, message, rule } = outcome.error
  return { kind: 'refused', message: detail ?? message, rule }
}
