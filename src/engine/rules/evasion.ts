/**
 * Evasion (702, 509.1b): whether one creature may block one attacker, read from Scryfall's
 * keywords and the creatures' own text. Checked per block as each defender declares; menace,
 * which needs the whole block, is checked when the declare blockers step ends (block.ts).
 * `canBlock` is what anything that lists possible blockers asks.
 */
import { message, type Message } from '../message'
import type { CardId, GameState, PlayerId } from '../types'
import { ownedWord } from '../words'
import { cardView } from './faces'
import { hasKeyword } from './combatTraits'
import { typeLineHas } from './typeLine'

export interface BlockProblem {
  code: string
  message: Message
  rule: string
}

/** The player an attacker attacks, or the controller of the permanent it attacks (805.10e, 508.5). */
function attackedPlayer(s: GameState, attacker: CardId): PlayerId | undefined {
  const attack = s.combat.attacks.find((a) => a.attacker === attacker)
  const target = attack?.target
  // 506.4c: attacking nothing now, its defending player is still the one it attacked (508.5).
  if (target === undefined) return attack?.defender
  return s.players[target] ? target : s.cards[target]?.controller
}

/** "<this creature> can't block." / "… can't be blocked." as a sentence of its own text. */
function saysOfItself(s: GameState, id: CardId, sentence: string): boolean {
  const view = cardView(s, id)
  const names = [view.name, view.name.split(',')[0] ?? view.name, 'this creature', 'it']
  // Curly or straight apostrophes: data from other sources writes both.
  return view.oracleText
    .replace(/’/g, "'")
    .split('\n')
    .flatMap((line) => line.split(/(?<=\.)\s+/))
    .some((part) =>
      names.some((name) => part.trim().toLowerCase() === `${name} ${sentence}.`.toLowerCase()),
    )
}

/** 702.14: the land an attacker's landwalk names, as a test on the defending player's lands. */
function landwalkLands(keyword: string): ((typeLine: string) => boolean) | null {
  const m = /^(.+?) ?walk$/i.exec(keyword)
  const kind = m?.[1]
  if (kind === undefined || kind.toLowerCase() === 'land') return null
  const [first, second] = kind.split(' ')
  // 'Nonbasic landwalk', 'Snow landwalk', 'Legendary landwalk' name a supertype (702.14a).
  if (second?.toLowerCase() === 'land') {
    if (first?.toLowerCase() === 'nonbasic') return (t) => !typeLineHas(t, 'Basic')
    return (t) => typeLineHas(t, first ?? '')
  }
  // 'Islandwalk', 'Forestwalk', 'Desertwalk': a land subtype.
  return (t) => typeLineHas(t, kind)
}

function landwalkProblem(s: GameState, attacker: CardId): BlockProblem | undefined {
  const defender = attackedPlayer(s, attacker)
  if (defender === undefined) return undefined
  const lands = s.battlefield
    .filter((id) => s.cards[id]?.controller === defender)
    .map((id) => cardView(s, id).typeLine)
    .filter((t) => typeLineHas(t, 'Land'))
  for (const keyword of cardView(s, attacker).keywords) {
    const names = landwalkLands(keyword)
    if (names && lands.some(names)) {
      return {
        code: 'CANT_BLOCK_LANDWALK',
        message: message('block.landwalk', { attacker: ownedWord(s, attacker), keyword }),
        rule: '702.14c',
      }
    }
  }
  return undefined
}

const problem = (code: string, key: string, s: GameState, attacker: CardId, rule: string) => ({
  code,
  message: message(key, { attacker: ownedWord(s, attacker) }),
  rule,
})

/** Why `blocker` can't block `attacker` on its own account, or undefined if it can (509.1b). */
export function blockRestriction(
  s: GameState,
  blocker: CardId,
  attacker: CardId,
): BlockProblem | undefined {
  const has = (id: CardId, keyword: string) => hasKeyword(s, id, keyword)
  if (saysOfItself(s, blocker, "can't block")) {
    return {
      code: 'CANT_BLOCK',
      message: message('block.cantBlock', { card: ownedWord(s, blocker) }),
      rule: '509.1b',
    }
  }
  if (saysOfItself(s, attacker, "can't be blocked")) {
    return problem('CANT_BE_BLOCKED', 'block.unblockable', s, attacker, '509.1b')
  }
  if (has(attacker, 'Flying') && !has(blocker, 'Flying') && !has(blocker, 'Reach')) {
    return problem('CANT_BLOCK_FLYING', 'block.flying', s, attacker, '702.9b')
  }
  if (has(attacker, 'Horsemanship') && !has(blocker, 'Horsemanship')) {
    return problem('CANT_BLOCK_HORSEMANSHIP', 'block.horsemanship', s, attacker, '702.31b')
  }
  // 702.28b: shadow blocks only shadow, and is blocked only by shadow.
  if (has(attacker, 'Shadow') !== has(blocker, 'Shadow')) {
    return problem('CANT_BLOCK_SHADOW', 'block.shadow', s, attacker, '702.28b')
  }
  const blockerView = cardView(s, blocker)
  const artifact = typeLineHas(blockerView.typeLine, 'Artifact')
  if (has(attacker, 'Fear') && !artifact && !blockerView.colors.includes('B')) {
    return problem('CANT_BLOCK_FEAR', 'block.fear', s, attacker, '702.36b')
  }
  if (has(attacker, 'Intimidate') && !artifact) {
    const shared = cardView(s, attacker).colors.some((c) => blockerView.colors.includes(c))
    if (!shared) return problem('CANT_BLOCK_INTIMIDATE', 'block.intimidate', s, attacker, '702.13b')
  }
  return landwalkProblem(s, attacker)
}

/** Whether `blocker` may block `attacker`, evasion only (509.1b); who controls what is block.ts's. */
export function canBlock(s: GameState, blocker: CardId, attacker: CardId): boolean {
  return blockRestriction(s, blocker, attacker) === undefined
}
