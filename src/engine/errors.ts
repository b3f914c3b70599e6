/** An action the rules refuse. `code` is a short UPPER_SNAKE string; the message is plain words. */
export class RuleError extends Error {
  readonly code: string
  /** The rule refused, when one applies ('810.9b'). */
  readonly rule: string | undefined

  constructor(code: string, message: string, rule?: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
    this.rule = rule
  }
}

export function refuse(code: string, message: string, rule?: string): never {
  throw new RuleError(code, message, rule)
}
