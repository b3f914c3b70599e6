/** Shapes the store shares with the UI. */
import type { Message } from '../engine'

/** A message the table shows to everyone: a refused action, a failed autosave, a restored game. */
export interface Notice {
  kind: 'error' | 'warning' | 'info'
  /** The engine's RuleError code for refusals ('NOT_YOUR_HAND'), or the store's own. */
  code: string
  /** English words (what tests and logs read). */
  message: string
  /**
   * The same words as a catalog message the interface says in the players' language: a refusal's
   * RuleError detail (namespace 'engine'), the store's own ('store'), the app's ('app').
   * Show `say(notice.detail ?? notice.message)`.
   */
  detail?: Message
  /** Grows with every notice, so the same message shown twice still counts as new. */
  serial: number
}

/** A notice to show: plain English words, or a catalog message whose English the store makes. */
export type NoticeInput = Omit<Notice, 'serial' | 'message'> & { message: string | Message }
