/**
 * A commander that went where 903.9 lets its owner send it to the command zone instead: the
 * engine's pending choice (pendingChoices). The table only shows it and sends the answer.
 */
import type { CommanderChoice } from '../../engine'

export type Departure = CommanderChoice
export type DepartureZone = CommanderChoice['zone']
