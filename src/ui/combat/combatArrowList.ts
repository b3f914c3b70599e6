/**
 * The arrows the table draws for a combat: attacker → what it attacks, blocker → attacker,
 * declared or picked. Encoded as strings ('kind|from|to') so a shallow compare says whether
 * they changed.
 */
import type { CardId, GameState, PlayerId } from '../../engine'
import type { CombatDraft } from './combatDraft'
import { attackOpen, blockOpen } from './combatStage'

export type ArrowKind = 'attack' | 'attack-picked' | 'block' | 'block-picked'

export interface Arrow {
  kind: ArrowKind
  from: CardId
  /** A player (their battlefield) or a permanent. */
  to: PlayerId | CardId
}

export function arrowKeys(g: GameState, draft: Pick<CombatDraft, 'attacks' | 'blocks'>): string[] {
  // Once combat damage is dealt the arrows go (issue 37), though the creatures stay in combat
  // until the end of combat step ends (511.3): the combat panel still names them.
  const keys = g.combat.damageDone
    ? []
    : [
        // 506.4c: an attack on nothing (its planeswalker left) has no arrow.
        ...g.combat.attacks.flatMap((a) =>
          a.target === undefined ? [] : [`attack|${a.attacker}|${a.target}`],
        ),
        ...g.combat.blocks.map((b) => `block|${b.blocker}|${b.attacker}`),
      ]
  if (attackOpen(g)) {
    for (const [attacker, target] of Object.entries(draft.attacks)) {
      if (g.cards[attacker]?.zone === 'battlefield')
        keys.push(`attack-picked|${attacker}|${target}`)
    }
  }
  for (const [blocker, attacker] of Object.entries(draft.blocks)) {
    if (blockOpen(g, g.cards[blocker]?.controller ?? ''))
      keys.push(`block-picked|${blocker}|${attacker}`)
  }
  return keys
}

export function parseArrow(key: string): Arrow {
  const [kind, from, to] = key.split('|')
  return { kind: kind as ArrowKind, from: from ?? '', to: to ?? '' }
}
