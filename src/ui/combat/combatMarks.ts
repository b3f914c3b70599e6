/**
 * What a card shows about combat: attacking or blocking (declared), or picked to (a draft).
 * `text` is what a screen reader hears with the card; `badge` its short form on the card. Both
 * are catalog words here; useCombatMark says them in the players' language.
 */
import type { CardId, GameState, PlayerId } from '../../engine'
import { attackOpen, blockOpen, cardName, targetLabel } from './combatStage'
import { words, type Words } from './combatWords'

export type CombatMarkKind =
  'attacking' | 'blocking' | 'attack-picked' | 'block-picked' | 'block-pending'

export interface CombatMark {
  kind: CombatMarkKind | null
  text: string
  badge: string
}

/** A mark before it is said: what markOf finds. */
export interface CombatMarkWords {
  kind: CombatMarkKind | null
  text: Words
  badge: Words
}

/** This card's entries in the draft. */
export interface DraftEntry {
  target: PlayerId | CardId | undefined
  blocks: CardId | undefined
  pending: boolean
}

export const NO_MARK: CombatMark = { kind: null, text: '', badge: '' }

export function markOf(g: GameState, id: CardId, draft: DraftEntry): CombatMarkWords {
  // After combat damage a creature is still in combat until the end of combat step ends (511.3):
  // a screen reader still hears it, but the card's badge goes with the arrows (issue 37).
  const after = g.combat.damageDone
  const attack = g.combat.attacks.find((a) => a.attacker === id)
  if (attack) {
    const text = words('combat.mark.attacking', { target: targetLabel(g, attack.target) })
    const badge = words('combat.mark.attacking', { target: shortTarget(g, attack.target) })
    return after ? { kind: null, text, badge: '' } : { kind: 'attacking', text, badge }
  }
  const block = g.combat.blocks.find((b) => b.blocker === id)
  if (block) {
    const text = words('combat.mark.blocking', { attacker: cardName(g, block.attacker) })
    return after ? { kind: null, text, badge: '' } : { kind: 'blocking', text, badge: text }
  }
  if (draft.target !== undefined && attackOpen(g)) {
    const text = words('combat.mark.willAttack', { target: targetLabel(g, draft.target) })
    return {
      kind: 'attack-picked',
      text,
      badge: words('combat.mark.arrow', { target: shortTarget(g, draft.target) }),
    }
  }
  const controller = g.cards[id]?.controller ?? ''
  if ((draft.blocks !== undefined || draft.pending) && blockOpen(g, controller)) {
    if (draft.blocks === undefined) {
      return {
        kind: 'block-pending',
        text: words('combat.mark.blockPending'),
        badge: words('combat.mark.blocksEllipsis'),
      }
    }
    const text = words('combat.mark.willBlock', { attacker: cardName(g, draft.blocks) })
    return { kind: 'block-picked', text, badge: text }
  }
  return { kind: null, text: '', badge: '' }
}

/** A player by seat (B2), a permanent by name: a card's badge has little room. */
function shortTarget(g: GameState, target: PlayerId | CardId | undefined): Words {
  // 506.4c: its planeswalker or battle gone, it attacks nothing.
  if (target === undefined) return words('combat.targetGone')
  return g.players[target] ? target : cardName(g, target)
}
