import type { Message } from './message'
import { english } from './messages'

/**
 * An action the rules refuse. `code` is a short UPPER_SNAKE string; the message is plain English
 * words; `detail`, when present, is the same words as a catalog message the interface translates.
 */
export class RuleError extends Error {
  readonly code: string
  /** The rule refused, when one applies ('810.9b'). */
  readonly rule: string | undefined
  readonly detail: Message | undefined

  constructor(code: string, message: string | Message, rule?: string) {
    super(typeof message === 'string' ? message : english(message))
    this.name = 'RuleError'
    this.code = code
    this.rule = rule
    this.detail = typeof message === 'string' ? undefined : message
  }
}

/** Refuses an action, in a catalog message (src/engine/messages/en.json) so it can be translated. */
export function refuse(code: string, message: Message, rule?: string): never {
  throw new RuleError(code, message, rule)
}
