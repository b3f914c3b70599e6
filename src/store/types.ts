/** Shapes the store shares with the UI. */

/** A message the table shows to everyone: a refused action, a failed autosave, a restored game. */
export interface Notice {
  kind: 'error' | 'warning' | 'info'
  /** The engine's RuleError code for refusals ('NOT_YOUR_HAND'), or the store's own. */
  code: string
  message: string
  /** Grows with every notice, so the same message shown twice still counts as new. */
  serial: number
}

export type NoticeInput = Omit<Notice, 'serial'>
