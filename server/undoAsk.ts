/**
 * Undo across devices (issue 24 item 4, PROTOCOL-24 item 4; issue 35): the team that made a step
 * may take it back (or make it again) during its own turn; any other undo or redo asks the other
 * team, and waits for their answer — one question at a time. So does an undo that would
 * - open a finished game again (104): a closed game reopens only if every team agrees, the more
 *   so once a team has had the full game (an export);
 * - hide again a card of the other team's the asking team has seen (milled cards back on top of
 *   the library, a destroyed face-down creature face down: 401.2, 708.5; the engine's
 *   hiddenAgain).
 * Whose turn it is and whether the game is over come from the engine; who made the step from the
 * room's history (roomHistory.ts). The question's words are the step's log lines as the asked
 * team's view has them, so they name no hidden card.
 */
import { randomUUID } from 'node:crypto'
import { hiddenAgain, outcome, turn, type PlayerId, type TeamId } from '../src/engine'
import type { RoomRecord } from './roomFile'
import { nextStep, type HistoryStep, type UndoKind } from './roomHistory'
import { exportedBy, stepWordsFor, type StepWords } from './roomNotes'
import { teamOfSeats } from './seats'

/** Why an undo the asking team made in its own turn still asks: it reopens, or it rehides. */
export type AskReason = 'reopens' | 'rehides'

/** The 'undoAsk' message a device of the asked team gets. */
export interface UndoAsk {
  askId: string
  kind: UndoKind
  /** The seats of the device that asks. */
  by: PlayerId[]
  /** The step's English log words, as the asked team may read them. */
  what: string
  /** The same, as the engine's catalog message, for the device's language. */
  words: StepWords
  /** Why it asks although the asking team made the step in its own turn. */
  reason?: AskReason
  /** The teams that have had the full game (an export): a reopened game is no longer secret. */
  exported?: TeamId[]
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
    const reason = askReason(step, kind, device.team)
    const own = maker === device.team && turn(record.game).activeTeam === device.team
    if (own && reason === undefined) return { do: 'step' }
    const team: TeamId = device.team === 'A' ? 'B' : 'A'
    const words = stepWordsFor(step, team)
    const exported = exportedBy(record)
    this.pending = {
      ...{ askId: randomUUID(), kind, by: [...device.seats], what: words.text, words, team },
      ...(reason && { reason }),
      ...(exported.length > 0 && { exported }),
    }
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
    const { team: _asked, ...ask } = this.pending
    return ask
  }
}

function refusal(code: string, message: string): Refusal {
  return { do: 'refuse', code, message }
}

/** Why an undo asks whatever the turn: it would reopen a finished game, or rehide a seen card. */
function askReason(step: HistoryStep, kind: UndoKind, team: TeamId): AskReason | undefined {
  if (kind !== 'undo') return undefined
  if (outcome(step.later).over && !outcome(step.earlier).over) return 'reopens'
  return hiddenAgain(step.later, step.earlier, team).length > 0 ? 'rehides' : undefined
}

/** "A1 draws a card. (and 2 more lines)": the step's log lines as `team` sees them. */
export function stepWords(step: HistoryStep, team: TeamId): string {
  return stepWordsFor(step, team).text
}
