/**
 * What a bot seat plays in its main phase (305, 601, 903.8): a land a turn, the one that gives a
 * colour its spells still lack; then its commander (with tax), mana rocks, creatures and other
 * permanents, biggest first so its mana is spent on curve, removal when a creature is worth it,
 * and in the second main phase the modelled spells left (cards drawn, burn).
 */
import {
  card,
  commanderTax,
  isPermanentType,
  isPlayedAsLand,
  landsPlayedThisTurn,
  subtypes,
  teamLife,
  withoutReminderText,
  zone,
  type CardId,
  type CardView,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../engine'
import { chooseTarget } from './effects'
import { entersTapped, manaOfCard, manaSources, type Mana } from './mana'
import { costOf, payWith } from './payment'
import { otherTeamOf } from './seat'
import { spellEffects, type Effect } from './spellText'

export interface CastPlan {
  card: CardId
  /** The sources to tap first, paying its cost. */
  tap: CardId[]
  score: number
}

/** "As an additional cost…", Auras, X: what the bot leaves in hand. */
function leftInHand(c: CardView): boolean {
  const text = withoutReminderText(c.oracleText)
  return (
    /additional cost/i.test(text) ||
    subtypes(c.typeLine).includes('Aura') ||
    c.manaCost === '' ||
    costOf(c.manaCost).x
  )
}

function isManaMaker(view: GameState, player: PlayerId, id: CardId): boolean {
  return manaOfCard(view, player, id).length > 0
}

/** How much the bot wants to cast this now, or null when it doesn't. */
function castScore(
  view: GameState,
  player: PlayerId,
  team: TeamId,
  c: CardView,
  main: 'main1' | 'main2',
): number | null {
  if (leftInHand(c)) return null
  const creature = c.typeLine.includes('Creature')
  if (isPermanentType(c.typeLine)) {
    if (isManaMaker(view, player, c.id)) return (creature ? 70 : 80) + c.manaValue
    return creature ? 50 + c.manaValue * 2 : 30 + c.manaValue
  }
  const effects = spellEffects(c.name, c.oracleText)
  if (!effects) return null
  return spellScore(view, player, team, effects, main)
}

function spellScore(
  view: GameState,
  player: PlayerId,
  team: TeamId,
  effects: Effect[],
  main: 'main1' | 'main2',
): number | null {
  const target = chooseTarget(view, player, team, effects)
  if (target === null) return null
  if (target !== 'none') return 'creature' in target ? 60 : 20
  if (effects.some((e) => e.kind === 'tokens')) return 45
  const lifeLost = effects.reduce((n, e) => n + (e.kind === 'loseLife' ? e.amount : 0), 0)
  if (lifeLost > 0 && teamLife(view, team) <= lifeLost + 10) return null
  // Drawing and draining wait for the second main phase: creatures come first.
  if (main === 'main1') return null
  return effects.some((e) => e.kind === 'draw') ? 25 : 20
}

/**
 * The spells the player could cast now and wants to, best first, each with the sources that
 * pay for it. Only at sorcery speed: the bot's own main phase with an empty stack.
 */
export function castPlans(
  view: GameState,
  player: PlayerId,
  team: TeamId,
  main: 'main1' | 'main2',
): CastPlan[] {
  const sources = manaSources(view, player)
  if (sources.length === 0) return []
  const plans: CastPlan[] = []
  for (const id of zone(view, player, 'command')) {
    const c = card(view, id)
    if (!c.isCommander || leftInHand(c)) continue
    const tap = payWith(sources, costOf(c.manaCost, commanderTax(view, id)))
    if (tap) plans.push({ card: id, tap, score: 100 + c.manaValue })
  }
  for (const id of zone(view, player, 'hand')) {
    if (isPlayedAsLand(view, id)) continue
    const c = card(view, id)
    const score = castScore(view, player, team, c, main)
    if (score === null) continue
    const tap = payWith(sources, costOf(c.manaCost))
    if (tap) plans.push({ card: id, tap, score })
  }
  return plans.sort((a, b) => b.score - a.score || a.card.localeCompare(b.card))
}

/** The colours the player's spells and commanders ask for that its sources don't make yet. */
function missingColors(view: GameState, player: PlayerId): Set<Mana> {
  const made = new Set<Mana>()
  for (const s of manaSources(view, player, false))
    for (const u of s.units) for (const m of u) made.add(m)
  const wanted = new Set<Mana>()
  const ids = [...zone(view, player, 'hand'), ...zone(view, player, 'command')]
  for (const id of ids) {
    for (const pip of costOf(card(view, id).manaCost).pips) {
      if (!pip.some((m) => made.has(m))) pip.forEach((m) => wanted.add(m))
    }
  }
  return wanted
}

/** The land to play this turn, if the player has one and hasn't played one (305.2). */
export function landToPlay(view: GameState, player: PlayerId): CardId | null {
  if (landsPlayedThisTurn(view, player) > 0) return null
  const lands = zone(view, player, 'hand').filter((id) => isPlayedAsLand(view, id))
  if (lands.length === 0) return null
  const missing = missingColors(view, player)
  const score = (id: CardId): number => {
    const makes = manaOfCard(view, player, id).flat()
    return (makes.some((m) => missing.has(m)) ? 10 : 0) - (entersTapped(card(view, id)) ? 2 : 0)
  }
  return [...lands].sort((a, b) => score(b) - score(a) || a.localeCompare(b))[0] ?? null
}

/** Whether burn aimed at a player could finish the other team: then it goes there. */
export function foesLife(view: GameState, team: TeamId): number {
  return teamLife(view, otherTeamOf(team))
}
