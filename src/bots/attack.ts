/**
 * The team's attack (508.1, 805.10): which creatures attack, and whom. All in when the other
 * team can't stop lethal damage (threat.ts: life, poison, commander damage); otherwise the
 * creatures no blocker can profitably stop, keeping back enough blockers that the other team's
 * next attack can't kill the bot's team the same ways. A commander goes at the opponent it has
 * hurt most (903.10a); the others at the opponent across, or where a goad sends them.
 */
import {
  canBlock,
  card,
  commanderDamage,
  defaultAttackTarget,
  possibleAttackers,
  teamLife,
  teamPoison,
  type CardView,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../engine'
import { creaturesOf, otherTeamOf, teamPlayers } from './seat'
import { isLethal, through } from './threat'
import { creatureValue, fight, has, power } from './value'

export interface AttackPlan {
  attacks: { attacker: string; target: PlayerId }[]
  why: 'lethal' | 'safe'
}

/** No blocker the other team has could kill it without losing more than it. */
function safeAttacker(view: GameState, a: CardView, blockers: readonly CardView[]): boolean {
  const able = blockers.filter((b) => canBlock(view, b.id, a.id))
  if (has(a, 'Menace') && able.length < 2) return true
  return able.every((b) => {
    const f = fight(a, b)
    return !f.aDies || (f.bDies && creatureValue(b) >= creatureValue(a))
  })
}

/** The creatures that could attack the bot's team on the other team's next turn. */
function nextAttackers(view: GameState, foes: readonly PlayerId[]): CardView[] {
  return creaturesOf(view, foes).filter((c) => !has(c, 'Defender') && power(c) > 0)
}

/** Whether the other team's next attack would kill the bot's team with these blockers home. */
function inDanger(view: GameState, team: TeamId, home: readonly CardView[]): boolean {
  const foes = teamPlayers(view, otherTeamOf(team))
  const t = through(view, nextAttackers(view, foes), home)
  // A margin: the other team may cast a creature or pump one before it attacks.
  const margin = 3
  return isLethal(
    view,
    t,
    teamLife(view, team) - margin,
    teamPoison(view, team),
    teamPlayers(view, team),
  )
}

/** The opponent a creature attacks: a commander the one it has hurt most, else the default. */
function targetOf(view: GameState, a: CardView, foes: readonly PlayerId[]): PlayerId {
  const fallback = defaultAttackTarget(view, a.id)
  if (!a.isCommander) return fallback
  const best = [...foes].sort(
    (x, y) => commanderDamage(view, y, a.id) - commanderDamage(view, x, a.id),
  )[0]
  return best !== undefined &&
    commanderDamage(view, best, a.id) > commanderDamage(view, fallback, a.id)
    ? best
    : fallback
}

/**
 * The attack the bot's seats make now, or null for none. `seats` are the seats the bot plays:
 * only their creatures attack (a person's creatures are the person's to send).
 */
export function planAttack(
  view: GameState,
  team: TeamId,
  seats: readonly PlayerId[],
): AttackPlan | null {
  const foeTeam = otherTeamOf(team)
  const foes = teamPlayers(view, foeTeam)
  const mine = teamPlayers(view, team)
  const ready = possibleAttackers(view)
    .map((id) => card(view, id))
    .filter((c) => seats.includes(c.controller) && power(c) > 0)
  if (ready.length === 0) return null
  const blockers = creaturesOf(view, foes).filter((c) => !c.tapped)
  const plan = (list: CardView[], why: AttackPlan['why']): AttackPlan | null =>
    list.length === 0
      ? null
      : { attacks: list.map((a) => ({ attacker: a.id, target: targetOf(view, a, foes) })), why }
  const all = through(view, ready, blockers)
  if (isLethal(view, all, teamLife(view, foeTeam), teamPoison(view, foeTeam), foes)) {
    return plan(ready, 'lethal')
  }
  const attacking = ready.filter((a) => safeAttacker(view, a, blockers))
  // Keep home the best blockers while the other team's reply could be lethal.
  const untapped = creaturesOf(view, mine).filter((c) => !c.tapped)
  const home = () => untapped.filter((c) => !attacking.includes(c) || has(c, 'Vigilance'))
  const guard = (c: CardView) => Math.max(0, c.toughness ?? 0) * 2 + power(c)
  while (attacking.length > 0 && inDanger(view, team, home())) {
    const keep = attacking
      .filter((c) => !has(c, 'Vigilance'))
      .sort((a, b) => guard(b) - guard(a) || a.id.localeCompare(b.id))[0]
    if (!keep) break
    attacking.splice(attacking.indexOf(keep), 1)
  }
  return plan(attacking, 'safe')
}

/** The same attack with every creature at its default target (should a goad refuse the other). */
export function withDefaultTargets(view: GameState, plan: AttackPlan): AttackPlan {
  return {
    ...plan,
    attacks: plan.attacks.map((a) => ({ ...a, target: defaultAttackTarget(view, a.attacker) })),
  }
}
