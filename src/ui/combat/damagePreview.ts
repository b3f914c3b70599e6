/**
 * What the next combat damage step will do, found by running it: tryAction on the current state
 * (pure; nothing is dispatched), then comparing before and after. The rules stay in the engine;
 * this file only reads differences, so the preview is exactly what "Deal combat damage" does.
 * Names and refusals are kept as catalog words: the cache outlives a change of language.
 */
import {
  card,
  commanders,
  commanderDamage,
  lifeEventsThisTurn,
  outcome,
  players,
  teamLife,
  teamOf,
  teamPoison,
  tryAction,
  type CardId,
  type GameState,
  type PlayerId,
  type TeamId,
} from '../../engine'
import { cardName } from './combatStage'
import type { Words } from './combatWords'

export interface PlayerDamage {
  player: PlayerId
  damage: number
  gained: number
}

export interface TeamChange {
  team: TeamId
  lifeBefore: number
  lifeAfter: number
  poisonBefore: number
  poisonAfter: number
}

export interface CommanderHit {
  victim: PlayerId
  commander: CardId
  name: Words
  before: number
  after: number
}

export interface PermanentChange {
  id: CardId
  name: Words
  controller: PlayerId
  /** Left the battlefield: died, or (a planeswalker) ran out of loyalty. */
  dies: boolean
  damage: number
  loyaltyLost: number
}

export type DamagePreview =
  | { ok: false; refusal: Words }
  | {
      ok: true
      /** This action deals the first-strike damage; regular damage follows (510.4). */
      firstStrike: boolean
      players: PlayerDamage[]
      teams: TeamChange[]
      commanderHits: CommanderHit[]
      permanents: PermanentChange[]
      ending: { winner?: TeamId; reason?: string } | null
    }

const cache = new WeakMap<GameState, DamagePreview>()

export function damagePreview(before: GameState): DamagePreview {
  let preview = cache.get(before)
  if (!preview) {
    preview = computePreview(before)
    cache.set(before, preview)
  }
  return preview
}

function computePreview(before: GameState): DamagePreview {
  const result = tryAction(before, { type: 'combat/damage' })
  if (!result.ok) return { ok: false, refusal: result.error.detail ?? result.error.message }
  const after = result.state
  const seats = players(before)
  const end = outcome(after)
  return {
    ok: true,
    firstStrike: after.combat.firstStrikeDone && !after.combat.damageDone,
    players: seats.map((p) => playerDamage(before, after, p)),
    teams: (['A', 'B'] as const).map((team) => ({
      team,
      lifeBefore: teamLife(before, team),
      lifeAfter: teamLife(after, team),
      poisonBefore: teamPoison(before, team),
      poisonAfter: teamPoison(after, team),
    })),
    commanderHits: seats.flatMap((victim) => commanderHits(before, after, victim)),
    permanents: before.battlefield.flatMap((id) => permanentChange(before, after, id)),
    ending:
      end.over && !outcome(before).over
        ? {
            ...(end.winner ? { winner: end.winner } : {}),
            ...(end.reason ? { reason: end.reason } : {}),
          }
        : null,
  }
}

function playerDamage(before: GameState, after: GameState, player: PlayerId): PlayerDamage {
  const events = lifeEventsThisTurn(after, player).slice(lifeEventsThisTurn(before, player).length)
  const sum = (kind: string) =>
    events.filter((e) => e.kind === kind).reduce((total, e) => total + e.amount, 0)
  return { player, damage: sum('damage'), gained: sum('gain') }
}

function commanderHits(before: GameState, after: GameState, victim: PlayerId): CommanderHit[] {
  const all = players(before).flatMap((p) =>
    teamOf(before, p) === teamOf(before, victim) ? [] : commanders(before, p),
  )
  return all.flatMap((commander) => {
    const was = commanderDamage(before, victim, commander)
    const now = commanderDamage(after, victim, commander)
    return now === was
      ? []
      : [{ victim, commander, name: cardName(before, commander), before: was, after: now }]
  })
}

function permanentChange(before: GameState, after: GameState, id: CardId): PermanentChange[] {
  const was = card(before, id)
  const gone = after.cards[id]?.zone !== 'battlefield'
  const now = gone ? was : card(after, id)
  const damage = now.damage - was.damage
  const loyaltyLost = (was.loyalty ?? 0) - (now.loyalty ?? 0)
  if (!gone && damage <= 0 && loyaltyLost <= 0) return []
  return [
    {
      id,
      name: cardName(before, id),
      controller: was.controller,
      dies: gone,
      damage: Math.max(0, damage),
      loyaltyLost: Math.max(0, loyaltyLost),
    },
  ]
}
