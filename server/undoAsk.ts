/**
 * Undo across devices (issue 24 item 4, PROTOCOL-24 item 4): the team that made a step may take
 * it back (or make it again) during its own turn; any other undo or redo asks the other team,
 * and waits for their answer — one question at a time. Whose turn it is comes from the engine
 * (`turn`); who made the step from the room's history (roomHistory.ts). The question's words
 * are the step's log lines as the asked team's view has them, so they name no hidden card.
 */
import { randomUUID } from 'node:crypto'
import { turn, viewFor, type PlayerId, type TeamId } from '../src/engine'
import { stepLines } from '../src/store/historyNotes'
import { namesHiddenFrom, saysAny } from './hiddenNames'
import type { RoomRecord } from './roomFile'
import { nextStep, type HistoryStep, type UndoKind } from './roomHistory'
import { teamOfSeats } from './seats'

/** The 'undoAsk' message a device of the asked team gets. */
export interface UndoAsk {
  askId: string
  kind: UndoKind
  /** The seats of the device that asks. */
  by: PlayerId[]
  /** The step's English log words, as the asked team may read them. */
  what: string
}

export interface PendingAsk extends UndoAsk {
  /** The team whose answer the ask waits for. */
  team: TeamId
}

/** A device as the undo sees it: its seats and their team (null: a spectator, the table). */
export interface Asker {
  seats: readonly PlayerId[]
  team: TeamId | null
}

export interface Refusal {
  do: 'refuse'
  code: string
  message: string
}

export type UndoRequest = Refusal | { do: 'step' } | { do: 'ask'; ask: PendingAsk }
export type UndoAnswer = Refusal | { do: 'step' | 'decline'; ask: PendingAsk }

/** Words of a step that wrote no log line, or whose words would name a hidden card. */
const ONE_STEP = 'One step.'

/** The one undo question a room may have waiting. */
export class UndoAsks {
  private pending: PendingAsk | null = null

  /** A device asks to undo or redo: refused, taken at once, or asked of the other team. */
  request(record: RoomRecord, device: Asker, kind: UndoKind): UndoRequest {
    if (device.team === null) {
      return refusal('NOT_YOUR_SEAT', 'A spectator or the table screen cannot undo or redo.')
    }
    if (this.pending) {
      return refusal('UNDO_PENDING', 'An undo or redo already waits for an answer.')
    }
    const step = nextStep(record, kind)
    if (!step) {
      return kind === 'undo'
        ? refusal('NOTHING_TO_UNDO', 'There is nothing to undo.')
        : refusal('NOTHING_TO_REDO', 'There is nothing to redo.')
    }
    const maker = step.by === null ? null : teamOfSeats(record.game, step.by)
    if (maker === device.team && turn(record.game).activeTeam === device.team) return { do: 'step' }
    const team: TeamId = device.team === 'A' ? 'B' : 'A'
    const what = stepWords(step, team)
    this.pending = { askId: randomUUID(), kind, by: [...device.seats], what, team }
    return { do: 'ask', ask: this.pending }
  }

  /** The asked team's answer: the step goes ahead, or the ask is declined. */
  answer(device: Asker, askId: string, agree: boolean): UndoAnswer {
    const ask = this.pending
    if (!ask || ask.askId !== askId) return refusal('NO_SUCH_ASK', 'No undo waits for that answer.')
    if (device.team !== ask.team) {
      return refusal('NOT_YOUR_SEAT', `Only team ${ask.team} answers this ${ask.kind}.`)
    }
    this.pending = null
    return { do: agree ? 'step' : 'decline', ask }
  }

  /** A move made while an ask waits changes what it would undo: the ask ends unanswered. */
  cancel(): PendingAsk | null {
    const ask = this.pending
    this.pending = null
    return ask
  }

  /** The ask a device of `team` should be shown (one that joins while it waits). */
  waitingFor(team: TeamId | null): UndoAsk | null {
    if (!this.pending || this.pending.team !== team) return null
    const { askId, kind, by, what } = this.pending
    return { askId, kind, by, what }
  }
}

function refusal(code: string, message: string): Refusal {
  return { do: 'refuse', code, message }
}

/** "A1 draws a card. (and 2 more lines)": the step's log lines as `team` sees them. */
export function stepWords(step: HistoryStep, team: TeamId): string {
  const viewer = { team }
  const lines = stepLines(viewFor(step.earlier, viewer), viewFor(step.later, viewer))
  const first = lines[0]
  if (!first) return ONE_STEP
  const more = lines.length - 1
  const words =
    more === 0 ? first.text : `${first.text} (and ${more} more line${more === 1 ? '' : 's'})`
  // The views' logs already say "a card"; the words are checked again, as refusals are.
  return saysAny(words, namesHiddenFrom([step.earlier, step.later], viewer)) ? ONE_STEP : words
}
