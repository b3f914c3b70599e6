/**
 * The defending team's blocks (509.1, 805.10d), with either teammate's creatures: first the
 * blocks that win — a blocker that kills the attacker and lives, one that simply survives it, a
 * trade for a better creature; then, while what still gets through would kill the team (life,
 * 15 poison, 21 from one commander), chump blocks on the biggest threats with the cheapest
 * creatures.
 */
import {
  blocksOwedBy,
  card,
  combat,
  possibleBlockersOf,
  teamLife,
  teamPoison,
  type CardView,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../engine'
import { teamPlayers } from './seat'
import type { BotContext, BotMove } from './types'
import { isLethal, through } from './threat'
import { combatDamage, creatureValue, fight, has, poisonDamage } from './value'

export interface BlockPlan {
  blocks: { blocker: string; attacker: string }[]
}

export function planBlocks(view: GameState, team: TeamId, seats: readonly PlayerId[]): BlockPlan {
  const attackers = combat(view).attacks.map((a) => card(view, a.attacker))
  const used = new Set<string>()
  const blocks: BlockPlan['blocks'] = []
  const able = (a: CardView): CardView[] =>
    possibleBlockersOf(view, a.id)
      .map((id) => card(view, id))
      .filter((b) => seats.includes(b.controller) && !used.has(b.id))
      .sort((x, y) => creatureValue(x) - creatureValue(y) || x.id.localeCompare(y.id))
  const block = (b: CardView, a: CardView) => {
    used.add(b.id)
    blocks.push({ blocker: b.id, attacker: a.id })
  }
  const blocked = (a: CardView) => blocks.some((x) => x.attacker === a.id)

  const byValue = [...attackers].sort(
    (a, b) => creatureValue(b) - creatureValue(a) || a.id.localeCompare(b.id),
  )
  for (const a of byValue) {
    if (has(a, 'Menace')) continue
    const options = able(a)
    const eats = options.find((b) => {
      const f = fight(a, b)
      return f.aDies && !f.bDies
    })
    const walls = options.find((b) => !fight(a, b).bDies)
    const trades = options.find((b) => {
      const f = fight(a, b)
      return f.aDies && creatureValue(a) > creatureValue(b) + 1
    })
    const choice = eats ?? walls ?? trades
    if (choice) block(choice, a)
  }

  const life = teamLife(view, team)
  const poison = teamPoison(view, team)
  const victims = teamPlayers(view, team)
  const threat = (a: CardView) =>
    combatDamage(a) + poisonDamage(a) * 4 + (a.isCommander ? combatDamage(a) : 0)
  const open = () => attackers.filter((a) => !blocked(a))
  while (isLethal(view, through(view, open(), []), life, poison, victims)) {
    const next = open()
      .filter((a) => able(a).length >= (has(a, 'Menace') ? 2 : 1))
      .sort((a, b) => threat(b) - threat(a) || a.id.localeCompare(b.id))[0]
    if (!next) break
    for (const b of able(next).slice(0, has(next, 'Menace') ? 2 : 1)) block(b, next)
  }
  return { blocks }
}

/** The blocks the bot's seats owe (509.1): the whole team's at once when it plays both seats. */
export function* blockMoves(
  view: GameState,
  ctx: BotContext,
  plan: (owed: PlayerId[]) => { blocks: { blocker: string; attacker: string }[] },
): Generator<BotMove> {
  const owed = ctx.seats.filter((p) => blocksOwedBy(view, p))
  const first = owed[0]
  if (first === undefined) return
  const chosen = plan(owed)
  const wholeTeam = teamPlayers(view, ctx.team).every((p) => owed.includes(p))
  if (wholeTeam) {
    const team = { type: 'combat/declareTeamBlockers', player: first } as const
    yield { actions: [{ ...team, blocks: chosen.blocks }], why: 'blocks' }
    yield { actions: [{ ...team, blocks: [] }], why: 'no blocks' }
    return
  }
  const each = (withBlocks: boolean): BotMove => ({
    actions: owed.map((p) => ({
      type: 'combat/declareBlockers',
      player: p,
      blocks: withBlocks ? chosen.blocks.filter((b) => card(view, b.blocker).controller === p) : [],
    })),
    why: withBlocks ? 'blocks' : 'no blocks',
  })
  yield each(true)
  yield each(false)
}
