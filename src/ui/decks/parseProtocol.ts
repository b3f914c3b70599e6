import type { LeftOutSection } from '../../deck'
import type { DecklistEntry, DecklistError } from '../../deck/types'

export interface ParseRequest {
  id: number
  text: string
}

export interface ParseResponse {
  id: number
  entries: DecklistEntry[]
  errors: DecklistError[]
  leftOut: LeftOutSection[]
}
