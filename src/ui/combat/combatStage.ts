/**
 * Where the combat stands, read off the game: what the table asks for next. No rules here: the
 * step and the declarations the engine recorded say it all.
 */
import {
  attackDeclared,
  blocksOwedBy,
  card,
  isCreatureType,
  opponents,
  type CardId,
  type GameState,
  type PlayerId,
} from '../../engine'
import { words, type Words } from './combatWords'

export type CombatStage =
  /** The active team picks attackers (508.1). */
  | 'attack'
  /** Attackers are declared; the turn moves on to blocks. */
  | 'attacked'
  /** Defenders who haven't declared pick blockers (509.1). */
  | 'block'
  /** Damage is about to be dealt (510). */
  | 'damage'
  /** This combat's damage is dealt. */
  | 'dealt'

export function combatStage(g: GameState): CombatStage | null {
  const { step } = g.turn
  const { combat } = g
  if (step === 'declareAttackers') return attackOpen(g) ? 'attack' : 'attacked'
  if (combat.attacks.length === 0) return null
  if (step === 'declareBlockers') return 'block'
  if (step === 'combatDamage') return combat.damageDone ? 'dealt' : 'damage'
  return null
}

/**
 * Where attackers may be picked: from the first main phase on, as in Arena; "Attack" then takes
 * the turn through the beginning of combat to the declaration (507, 508.1).
 */
const PICKING_STEPS: readonly string[] = ['main1', 'beginCombat', 'declareAttackers']

/** The active team may still declare its one attack this combat (805.10b). */
export function attackOpen(g: GameState): boolean {
  return (
    PICKING_STEPS.includes(g.turn.step) && g.mulligan.done && !g.outcome.over && !attackDeclared(g)
  )
}

/** The defending team's players, in seat order. */
export function defenders(g: GameState): PlayerId[] {
  const active = g.teams[g.turn.activeTeam].players[0]
  return opponents(g, active)
}

/** Whether this defender can still declare blockers now: the engine says whose are owed. */
export function blockOpen(g: GameState, player: PlayerId): boolean {
  return blocksOwedBy(g, player)
}

export function isAttacking(g: GameState, id: CardId): boolean {
  return g.combat.attacks.some((a) => a.attacker === id)
}

/** A creature by the type line it shows now (the battlefield's creature row uses the same). */
export function isCreatureCard(g: GameState, id: CardId): boolean {
  return g.cards[id]?.zone === 'battlefield' && isCreatureType(card(g, id).typeLine)
}

/** "B1 Cleo", or a planeswalker's or battle's name with its controller: what an attack aims at. */
export function targetLabel(g: GameState, target: PlayerId | CardId | undefined): Words {
  // 506.4c: an attack whose planeswalker or battle left attacks nothing.
  if (target === undefined) return words('combat.targetGone')
  const player = g.players[target]
  if (player) return player.name
  const c = g.cards[target]
  if (!c) return words('combat.targetGone')
  const controller = g.players[c.controller]?.name ?? c.controller
  return words('combat.cardOf', { name: card(g, target).name, controller })
}

/** A card's name as the table shows it; a face-down permanent keeps its secret. */
export function cardName(g: GameState, id: CardId): Words {
  const c = g.cards[id]
  if (!c) return words('combat.cardGone')
  return c.faceDown ? words('combat.faceDownCreature') : card(g, id).name
}

/** The controller's name: whose creature it is matters in every combat line. */
export function controllerName(g: GameState, id: CardId): string {
  const controller = g.cards[id]?.controller ?? ''
  return g.players[controller]?.name ?? controller
}

/** "Goblin Guide (A1 Ana)": a creature with whose it is, as the combat lists name it. */
export function creatureLabel(g: GameState, id: CardId): Words {
  return words('combat.cardOf', { name: cardName(g, id), controller: controllerName(g, id) })
}

/** "Goblin Guide (A1 Ana) → B2 Dev": an attacker as the blockers' lists name it. */
export function attackLabel(g: GameState, attacker: CardId): Words {
  const target = g.combat.attacks.find((a) => a.attacker === attacker)?.target
  const who = creatureLabel(g, attacker)
  return target === undefined
    ? who
    : words('combat.attackOf', { who, target: targetLabel(g, target) })
}
