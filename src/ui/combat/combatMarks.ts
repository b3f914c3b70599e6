/**
 * What a card shows about combat: attacking or blocking (declared), or picked to (a draft).
 * `text` is what a screen reader hears with the card; `badge` its short form on the card.
 */
import type { CardId, GameState, PlayerId } from '../../engine'
import { attackOpen, blockOpen, cardName, targetLabel } from './combatStage'

export type CombatMarkKind =
  'attacking' | 'blocking' | 'attack-picked' | 'block-picked' | 'block-pending'

export interface CombatMark {
  kind: CombatMarkKind | null
  text: string
  badge: string
}

/** This card's entries in the draft. */
export interface DraftEntry {
  target: PlayerId | CardId | undefined
  blocks: CardId | undefined
  pending: boolean
}

export const NO_MARK: CombatMark = { kind: null, text: '', badge: '' }

export function markOf(g: GameState, id: CardId, draft: DraftEntry): CombatMark {
  const attack = g.combat.attacks.find((a) => a.attacker === id)
  if (attack) {
    const text = `Attacking ${targetLabel(g, attack.target)}`
    return { kind: 'attacking', text, badge: `Attacking ${shortTarget(g, attack.target)}` }
  }
  const block = g.combat.blocks.find((b) => b.blocker === id)
  if (block) {
    const text = `Blocking ${cardName(g, block.attacker)}`
    return { kind: 'blocking', text, badge: text }
  }
  if (draft.target !== undefined && attackOpen(g)) {
    const text = `Will attack ${targetLabel(g, draft.target)}`
    return { kind: 'attack-picked', text, badge: `→ ${shortTarget(g, draft.target)}` }
  }
  const controller = g.cards[id]?.controller ?? ''
  if ((draft.blocks !== undefined || draft.pending) && blockOpen(g, controller)) {
    if (draft.blocks === undefined) {
      return {
        kind: 'block-pending',
        text: 'Blocker: click the attacker it blocks',
        badge: 'Blocks…',
      }
    }
    const text = `Will block ${cardName(g, draft.blocks)}`
    return { kind: 'block-picked', text, badge: text }
  }
  return NO_MARK
}

/** A player by seat (B2), a permanent by name: a card's badge has little room. */
function shortTarget(g: GameState, target: PlayerId | CardId): string {
  return g.players[target] ? target : cardName(g, target)
}
