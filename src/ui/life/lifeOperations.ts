/**
 * The life panel's operations, by their plain names, and the fields each form asks for. The
 * forms only gather choices and numbers; what they mean is the engine's business (rules/life.ts).
 */
import type { Action, Message, PlayerId, TeamId } from '../../engine'
import { lifeMsg } from './lifeWords'

/** The operations, in the order the tabs list them. */
const OPERATION_IDS = [
  'damage',
  'lose',
  'gain',
  'pay',
  'payHalf',
  'set',
  'setEach',
  'double',
  'exchange',
  'redistribute',
  'eachOpponent',
  'eachPlayer',
  'poison',
  'restrictions',
  'concede',
] as const

export type OperationId = (typeof OPERATION_IDS)[number]

export interface Operation {
  id: OperationId
  /** The tab's name. */
  label: Message
  /** What the rules say about it, in a line, with the rule numbers. */
  hint: Message
}

const operation = (id: OperationId): Operation => ({
  id,
  label: lifeMsg(`life.op.${id}`),
  hint: lifeMsg(`life.op.${id}.hint`),
})

export const OPERATIONS: readonly Operation[] = OPERATION_IDS.map(operation)

export interface Option {
  value: string
  /** Words to say, or a name said as it is (a player's, a card's). */
  label: Message | string
}

export type FieldSpec =
  | { kind: 'select'; key: string; label: Message; options: readonly Option[]; initial: string }
  | { kind: 'amount'; key: string; label: Message; initial: string }
  | { kind: 'check'; key: string; label: Message }

/** The form's values once every number has passed parseAmount. */
export interface FormValues {
  choice: (key: string) => string
  amount: (key: string) => number
  checked: (key: string) => boolean
}

export interface SubmitSpec {
  key: string
  label: Message
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
