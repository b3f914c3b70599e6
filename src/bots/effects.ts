/**
 * Carrying out a modelled spell with the table's actions, the way a player does after it
 * resolves: damage to a creature or a player, cards drawn, life, a creature destroyed or
 * exiled, tokens. Targets are chosen from the team's view when the spell is cast and again as it
 * resolves (the same board gives the same choice).
 */
import {
  teamLife,
  typeLineHas,
  type Action,
  type CardId,
  type CardView,
  type GameState,
  type PlayerId,
} from '../engine'
import { creaturesOf, otherTeamOf, teamPlayers } from './seat'
import type { CreatureFilter, Effect, TokenSpec } from './spellText'
import { creatureValue, has, power, toughnessLeft } from './value'
import type { TeamId } from '../engine'

/** A creature the bot would spend a removal spell on: worth at least this much. */
export const REMOVAL_WORTH = 5
/** Burn goes to a player's face when the other team's life is this low (or it is lethal). */
export const FACE_LIFE = 15

export type Target = { creature: CardView } | { player: PlayerId } | null

function allowed(c: CardView, filter: CreatureFilter): boolean {
  if (filter.notColor !== undefined && c.colors.includes(filter.notColor)) return false
  if (filter.notArtifact === true && typeLineHas(c.typeLine, 'Artifact')) return false
  return !has(c, 'Hexproof') && !has(c, 'Shroud')
}

/** The other team's most valuable creature the effect would remove, if worth a card. */
function bestVictim(
  view: GameState,
  team: TeamId,
  dies: (c: CardView) => boolean,
): CardView | null {
  const foes = teamPlayers(view, otherTeamOf(team))
  const victims = creaturesOf(view, foes)
    .filter(dies)
    .sort((a, b) => creatureValue(b) - creatureValue(a) || a.id.localeCompare(b.id))
  const best = victims[0]
  return best && creatureValue(best) >= REMOVAL_WORTH ? best : null
}

/** The opponent a player faces across the table: burn goes there. */
function facing(view: GameState, caster: PlayerId, team: TeamId): PlayerId {
  const mine = teamPlayers(view, team)
  const foes = teamPlayers(view, otherTeamOf(team))
  return foes[Math.max(0, mine.indexOf(caster))] ?? foes[0] ?? caster
}

/** Where the spell's targeted part goes, or null when no target is worth it. */
export function chooseTarget(
  view: GameState,
  caster: PlayerId,
  team: TeamId,
  effects: readonly Effect[],
): Target | 'none' {
  const aimed = effects.find(
    (e) =>
      (e.kind === 'damage' && e.to !== 'eachOpponent') ||
      e.kind === 'destroy' ||
      e.kind === 'exile',
  )
  if (!aimed) return 'none'
  if (aimed.kind === 'destroy' || aimed.kind === 'exile') {
    const filter = aimed.filter
    const victim = bestVictim(
      view,
      team,
      (c) => allowed(c, filter) && (aimed.kind === 'exile' || !has(c, 'Indestructible')),
    )
    return victim ? { creature: victim } : null
  }
  if (aimed.kind !== 'damage') return null
  const foeLife = teamLife(view, otherTeamOf(team))
  if (aimed.to !== 'creature' && aimed.amount >= foeLife)
    return { player: facing(view, caster, team) }
  if (aimed.to !== 'player') {
    const victim = bestVictim(
      view,
      team,
      (c) => allowed(c, {}) && !has(c, 'Indestructible') && toughnessLeft(c) <= aimed.amount,
    )
    if (victim) return { creature: victim }
  }
  if (aimed.to !== 'creature' && foeLife <= FACE_LIFE) return { player: facing(view, caster, team) }
  return null
}

function tokenData(spec: TokenSpec) {
  return {
    name: spec.subtype,
    layout: 'token',
    type_line: `Token Creature — ${spec.subtype}`,
    power: String(spec.power),
    toughness: String(spec.toughness),
    colors: spec.colors,
    ...(spec.keywords.length > 0 && { keywords: spec.keywords }),
    oracle_text: spec.keywords.join(', '),
  }
}

/** The actions that carry out the effects, `source` being the spell or permanent. */
export function effectActions(
  view: GameState,
  caster: PlayerId,
  team: TeamId,
  source: CardId,
  effects: readonly Effect[],
): Action[] {
  const target = chooseTarget(view, caster, team, effects)
  const victim =
    target !== 'none' && target !== null && 'creature' in target ? target.creature : null
  const actions: Action[] = []
  for (const e of effects) {
    switch (e.kind) {
      case 'damage':
        if (e.to === 'eachOpponent') {
          actions.push({
            type: 'effect/eachOpponent',
            player: caster,
            effect: { kind: 'damage', amount: e.amount },
            source,
          })
        } else if (victim) {
          actions.push({ type: 'card/damage', player: caster, card: victim.id, amount: e.amount })
        } else if (target !== 'none' && target !== null && 'player' in target) {
          const hit = { type: 'life/damage', player: caster, target: target.player } as const
          actions.push({ ...hit, amount: e.amount, source })
        }
        break
      case 'draw':
        actions.push({ type: 'library/draw', player: caster, count: e.amount })
        break
      case 'loseLife':
        actions.push({ type: 'life/lose', player: caster, amount: e.amount })
        break
      case 'gainLife':
        actions.push({ type: 'life/gain', player: caster, amount: e.amount })
        break
      case 'opponentsLoseLife':
        actions.push({
          type: 'effect/eachOpponent',
          player: caster,
          effect: { kind: 'loseLife', amount: e.amount },
          source,
        })
        break
      case 'destroy':
      case 'exile':
        if (victim) {
          const to = e.kind === 'destroy' ? 'graveyard' : 'exile'
          actions.push({ type: 'card/move', player: caster, card: victim.id, to })
        }
        break
      case 'controllerGainsPower':
        if (victim && power(victim) > 0) {
          actions.push({ type: 'life/gain', player: victim.controller, amount: power(victim) })
        }
        break
      case 'controllerToken':
        if (victim) {
          actions.push({
            type: 'token/create',
            player: victim.controller,
            data: tokenData(e.token),
          })
        }
        break
      case 'tokens':
        if (e.count > 0) {
          actions.push({
            type: 'token/create',
            player: caster,
            data: tokenData(e.token),
            count: e.count,
          })
        }
        break
    }
  }
  return actions
}
