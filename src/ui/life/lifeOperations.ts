/**
 * The life panel's operations, by their plain names, and the fields each form asks for. The
 * forms only gather choices and numbers; what they mean is the engine's business (rules/life.ts).
 */
import type { Action, PlayerId, TeamId } from '../../engine'

export type OperationId =
  | 'damage'
  | 'lose'
  | 'gain'
  | 'pay'
  | 'payHalf'
  | 'set'
  | 'setEach'
  | 'double'
  | 'exchange'
  | 'redistribute'
  | 'eachOpponent'
  | 'eachPlayer'
  | 'poison'
  | 'restrictions'
  | 'concede'

export interface Operation {
  id: OperationId
  /** The tab's name. */
  label: string
  /** What the rules say about it, in a line, with the rule numbers. */
  hint: string
}

export const OPERATIONS: readonly Operation[] = [
  {
    id: 'damage',
    label: 'Damage',
    hint: 'Damage to a player takes that much from their team’s total (119.3, 810.9).',
  },
  {
    id: 'lose',
    label: 'Lose life',
    hint: 'The player loses it; the team total goes down by as much (810.9).',
  },
  {
    id: 'gain',
    label: 'Gain life',
    hint: 'The player gains it; the team total goes up by as much (810.9).',
  },
  {
    id: 'pay',
    label: 'Pay life',
    hint: 'Teammates paying at once can’t pay more than the team has, together (119.4a, 810.9b). Paying 0 is always allowed (119.4b).',
  },
  {
    id: 'payHalf',
    label: 'Pay half',
    hint: 'Half of the team’s total, rounded as the card says (810.9a).',
  },
  {
    id: 'set',
    label: 'Set life to…',
    hint: 'Worked out against the team’s total: the player gains or loses the difference (119.5, 810.9c).',
  },
  {
    id: 'setEach',
    label: 'Set each player’s life to…',
    hint: 'Each team chooses one of its members, and only that player is affected (810.9d).',
  },
  {
    id: 'double',
    label: 'Double life',
    hint: 'Doubles the team’s total: the player gains that much (810.9a).',
  },
  {
    id: 'exchange',
    label: 'Exchange life totals',
    hint: 'Teammates can’t exchange: nothing happens. Players on different teams swap the team totals (810.9e).',
  },
  {
    id: 'redistribute',
    label: 'Redistribute',
    hint: 'Touches at most one member of each team (810.9f); if any part can’t happen, none of it does (701.12a).',
  },
  {
    id: 'eachOpponent',
    label: 'Each opponent…',
    hint: 'Both players of the other team, one at a time: “each opponent loses 2” costs that team 4 (102.3, 810.9).',
  },
  {
    id: 'eachPlayer',
    label: 'Each player…',
    hint: 'All four players, active team first (805.6a): 4 damage to each player costs each team 8 (810.9).',
  },
  {
    id: 'poison',
    label: 'Poison counters',
    hint: 'A player gets them and the team shares them; a team with 15 or more loses (810.10, 810.8d).',
  },
  {
    id: 'restrictions',
    label: 'Restrictions',
    hint: 'Can’t gain life, can’t lose life and can’t get poison counters on one player cover the whole team (810.9g, 810.9h, 810.10c). Damage prevention protects only that player (615).',
  },
  {
    id: 'concede',
    label: 'Concede',
    hint: 'The whole team leaves the game and loses (810.8b). Undo brings the game back.',
  },
]

export interface Option {
  value: string
  label: string
}

export type FieldSpec =
  | { kind: 'select'; key: string; label: string; options: readonly Option[]; initial: string }
  | { kind: 'amount'; key: string; label: string; initial: string }
  | { kind: 'check'; key: string; label: string }

/** The form's values once every number has passed parseAmount. */
export interface FormValues {
  choice: (key: string) => string
  amount: (key: string) => number
  checked: (key: string) => boolean
}

export interface SubmitSpec {
  key: string
  label: string
  tone?: 'primary' | 'danger'
}

/** What a form needs to know about the table: "you", the seats, names and totals. */
export interface PanelContext {
  you: PlayerId
  seats: readonly PlayerId[]
  name: (p: PlayerId) => string
  team: (p: PlayerId) => TeamId
  teammate: (p: PlayerId) => PlayerId
  /** The opponent seated across: the usual target. */
  opposite: (p: PlayerId) => PlayerId
  life: Record<TeamId, number>
  /** Cards "you" control that can be named as the damage's source. */
  sources: readonly Option[]
}

export interface FormSpec {
  fields: (ctx: PanelContext) => FieldSpec[]
  submits: SubmitSpec[]
  build: (v: FormValues, ctx: PanelContext, submit: string) => Action
}
