/**
 * 506.4, 506.4c: a planeswalker (or battle) that leaves the battlefield, ceases to exist or
 * changes control is removed from combat and stops being attacked. The creature attacking it goes
 * on attacking nothing: it may be blocked, fights its blockers, and unblocked deals no combat
 * damage. No attack names a permanent that is gone (the fuzz found a token planeswalker's).
 */
import { describe, expect, it } from 'vitest'
import {
  canBlock,
  checkState,
  combat,
  defendingPlayer,
  teamLife,
  viewFor,
  type CardData,
} from '../../src/engine'
import { act, creature } from '../fixtures/game'
import { attack, atStep, bear, block, fight, onBattlefield, scene } from './combatScene'

const jace: CardData = {
  name: 'Jace Beleren',
  type_line: 'Legendary Planeswalker — Jace',
  loyalty: '3',
  layout: 'normal',
}

/** A1's bear attacks B2's Jace (a token, as scene() makes every permanent). */
function attackOnJace() {
  const { s, ids } = scene({
    bear: ['A1', bear()],
    jace: ['B2', jace],
    wall: ['B1', creature('Wall of Wood', 0, 3)],
  })
  return { s: attack(s, [{ attacker: ids.bear, target: ids.jace }]), ids }
}

describe('506.4c: an attacked planeswalker that leaves', () => {
  it('a token planeswalker that ceases to exist leaves no attack on it: the bear attacks nothing', () => {
    const { s, ids } = attackOnJace()
    const next = act(s, { type: 'card/sacrifice', player: 'B2', card: ids.jace })
    expect(next.cards[ids.jace]).toBeUndefined()
    expect(combat(next).attacks).toEqual([{ attacker: ids.bear, defender: 'B2' }])
    // 508.5: the player who defended it is still its defending player.
    expect(defendingPlayer(next, ids.bear)).toBe('B2')
    expect(checkState(next)).toBeNull()
  })

  it('unblocked, a creature attacking nothing deals no combat damage', () => {
    const { s, ids } = attackOnJace()
    const gone = act(s, { type: 'card/sacrifice', player: 'B2', card: ids.jace })
    const after = fight(gone)
    expect(teamLife(after, 'B')).toBe(teamLife(gone, 'B'))
    expect(after.log.at(-1)?.text).toBe('No creature deals combat damage.')
  })

  it('it may still be blocked (805.10d) and fights its blocker', () => {
    const { s, ids } = attackOnJace()
    const gone = act(s, { type: 'card/sacrifice', player: 'B2', card: ids.jace })
    const blocked = block(gone, 'B1', [{ blocker: ids.wall, attacker: ids.bear }])
    const after = fight(blocked)
    expect(after.cards[ids.wall]?.damage).toBe(2)
    expect(teamLife(after, 'B')).toBe(teamLife(s, 'B'))
  })

  it("a card planeswalker returned to its owner's hand: no view points into that hand", () => {
    const { s, ids } = scene({ bear: ['A1', bear()] })
    const withJace = act(s, { type: 'card/conjure', player: 'B2', data: jace, to: 'battlefield' })
    const card = withJace.battlefield.at(-1) ?? ''
    const attacked = attack(withJace, [{ attacker: ids.bear, target: card }])
    const bounced = act(atStep(attacked, 'declareAttackers'), {
      type: 'card/move',
      player: 'B2',
      card,
      to: 'hand',
    })
    expect(combat(bounced).attacks).toEqual([{ attacker: ids.bear, defender: 'B2' }])
    const seenByA = viewFor(bounced, { team: 'A' })
    expect(seenByA.combat.attacks).toEqual([{ attacker: ids.bear, defender: 'B2' }])
    expect(JSON.stringify(seenByA.combat)).not.toContain('hidden-')
  })

  it('508.5, 702.14c: landwalk still reads the lands of the player who defended it', () => {
    const island: CardData = { name: 'Island', type_line: 'Basic Land — Island', layout: 'normal' }
    const walker = creature('Walker', 2, 2, { keywords: ['Islandwalk'] })
    const { s, ids } = scene({
      walker: ['A1', walker],
      jace: ['B2', jace],
      isle: ['B2', island],
      blocker: ['B1', bear()],
    })
    const attacked = attack(s, [{ attacker: ids.walker, target: ids.jace }])
    const gone = act(attacked, { type: 'card/sacrifice', player: 'B2', card: ids.jace })
    expect(canBlock(gone, ids.blocker, ids.walker)).toBe(false)
  })

  it('506.4: a planeswalker that changes control stops being attacked', () => {
    const { s, ids } = attackOnJace()
    const taken = act(s, {
      type: 'card/move',
      player: 'A1',
      card: ids.jace,
      to: 'battlefield',
      zoneOwner: 'A1',
    })
    expect(onBattlefield(taken, ids.jace)).toBe(true)
    expect(combat(taken).attacks).toEqual([{ attacker: ids.bear, defender: 'B2' }])
    expect(checkState(taken)).toBeNull()
  })
})
