/** Read-only queries: pure functions of the state (docs/architecture.md: the one door). */
import { cardNumber } from './cardIds'
import { getCard, getPlayer } from './state'
import { cardView, enteringFace, faceViewOf, showsChosenFace, type CardView } from './rules/faces'
import { isExtraTurn, upcomingTeams } from './rules/extraTurns'
import { POISON_TO_LOSE } from './rules/outcome'
import { keepBottomCount, mayTakeMulligan, nextBottomCount } from './rules/mulligan'
import { decidingPlayers } from './rules/mulliganOrder'
import { opponents, teamOf } from './seats'
import { OPENING_HAND } from './setup'
import { attackProblem } from './rules/attack'
import { attackTarget } from './rules/attackTargets'
import { hasKeyword, isBattle, isCreature, isPlaneswalker } from './rules/combatTraits'
import { message, type Message } from './message'
import { english } from './messages'
import { teamWord } from './words'
import type {
  Attack,
  Block,
  LogEntry,
  CardId,
  GameState,
  PlayerId,
  Step,
  TeamId,
  ZoneName,
} from './types'

export { opponentOpposite, opponents, players, teamOf, teammate } from './seats'

export function teamLife(s: GameState, t: TeamId): number {
  return s.teams[t].life
}

export function teamPoison(s: GameState, t: TeamId): number {
  return s.teams[t].poison
}

export function lifeChangesThisTurn(
  s: GameState,
  p: PlayerId,
): { gained: number; lost: number; damageTaken: number } {
  const out = { gained: 0, lost: 0, damageTaken: 0 }
  for (const e of s.lifeThisTurn[p] ?? []) {
    if (e.kind === 'gain') out.gained += e.amount
    else if (e.noLoss !== true) out.lost += e.amount
    if (e.kind === 'damage') out.damageTaken += e.amount
  }
  return out
}

/**
 * Ordered; library[0] is the top. For 'battlefield' the permanents that player controls, for
 * 'stack' the spells that player owns; every other zone belongs to its owner.
 */
export function zone(s: GameState, owner: PlayerId, z: ZoneName): CardId[] {
  if (z === 'battlefield') return s.battlefield.filter((id) => s.cards[id]?.controller === owner)
  if (z === 'stack') return s.stack.filter((id) => s.cards[id]?.owner === owner)
  return getPlayer(s, owner).zones[z]
}

export function battlefield(s: GameState): CardId[] {
  return s.battlefield
}

export function stack(s: GameState): CardId[] {
  return s.stack
}

/** The back face's name of a modal DFC, which may be played or cast instead (712.12); else null. */
export function modalBackFace(s: GameState, id: CardId): string | null {
  const data = getCard(s, id).data
  if (data.layout !== 'modal_dfc') return null
  return data.card_faces?.[1]?.name ?? null
}

/**
 * Whether a card shows the face its player turns it to, here: a modal DFC in hand, in the command
 * zone or on the stack (712.12). The table offers "turn over" for it and draws both faces.
 */
export function choosesFace(s: GameState, id: CardId): boolean {
  return showsChosenFace(getCard(s, id))
}

/**
 * What one face of a card says, drawn turned up: both faces of a double-faced permanent for the
 * flip, or the face a modal DFC in hand is turned to, though the rules see its front (712.8a).
 */
export function faceView(s: GameState, id: CardId, face: 'front' | 'back'): CardView {
  return faceViewOf(getCard(s, id), face)
}

export function card(s: GameState, id: CardId): CardView {
  return cardView(s, id)
}

/**
 * Hidden information (810.5, 712.6–712.7, 708.5): a hand is seen by its owner and the teammate;
 * a library by nobody (unless a card is revealed); a face-down permanent by its controller only.
 */
export function canSee(s: GameState, viewer: PlayerId, c: CardId): boolean {
  const inst = getCard(s, c)
  if (inst.revealed) return true
  switch (inst.zone) {
    case 'hand':
      return teamOf(s, viewer) === teamOf(s, inst.owner)
    case 'library':
      // 401.5: a player may have to play with the top card of their library revealed.
      return (
        s.players[inst.owner]?.topRevealed === true && s.players[inst.owner]?.zones.library[0] === c
      )
    default:
      if (inst.faceDown) return inst.controller === viewer
      return true
  }
}

export function commanders(s: GameState, p: PlayerId): CardId[] {
  return Object.values(s.cards)
    .filter((c) => c.isCommander && c.owner === p)
    .map((c) => c.id)
    .sort((a, b) => cardNumber(a) - cardNumber(b))
}

/** {2} for each earlier cast of that commander from the command zone (903.8). */
export function commanderTax(s: GameState, commander: CardId): number {
  return 2 * (s.commanderCasts[commander] ?? 0)
}

export function commanderDamage(s: GameState, victim: PlayerId, commander: CardId): number {
  return s.commanderDamage[victim]?.[commander] ?? 0
}

/**
 * `extra`: this turn is an extra turn (500.7); `upcoming`: the teams whose turns follow, queued
 * extra turns first, then the regular turn.
 */
export function turn(s: GameState): {
  number: number
  activeTeam: TeamId
  step: Step
  extraTurns: TeamId[]
  extra: boolean
  upcoming: TeamId[]
} {
  const { number, activeTeam, step, extraTurns } = s.turn
  return { number, activeTeam, step, extraTurns, extra: isExtraTurn(s), upcoming: upcomingTeams(s) }
}

/** Players who still have to declare in this round, in the order the rules ask them (805.3a). */
export function mulligan(s: GameState): {
  done: boolean
  deciding: PlayerId[]
  mulligans: Record<PlayerId, number>
  mustBottom: Record<PlayerId, number>
} {
  const m = s.mulligan
  return {
    done: m.done,
    deciding: decidingPlayers(s),
    mulligans: m.mulligans,
    mustBottom: m.mustBottom,
  }
}

export { decidingPlayers } from './rules/mulliganOrder'

export function defendingPlayer(s: GameState, attacker: CardId): PlayerId | undefined {
  const attack = s.combat.attacks.find((a) => a.attacker === attacker)
  if (!attack) return undefined
  // 506.4c: its planeswalker or battle gone, it attacks nothing; whoever defended it still does.
  if (attack.target === undefined) return attack.defender
  if (s.players[attack.target]) return attack.target
  // A planeswalker's controller, or a battle's protector (805.10e, 508.5).
  const target = s.cards[attack.target]
  return target?.controller
}

export function combat(s: GameState): { attacks: Attack[]; blocks: Block[] } {
  return { attacks: s.combat.attacks, blocks: s.combat.blocks }
}

export { stepTriggers, stepTriggerDetails, type StepTriggerDetail } from './rules/triggers'

export function outcome(s: GameState): {
  over: boolean
  winner?: TeamId
  loser?: TeamId
  reason?: 'life' | 'poison' | 'commanderDamage' | 'emptyLibrary' | 'concede'
} {
  return s.outcome
}

export function log(s: GameState): LogEntry[] {
  if (s.logArchive.length === 0) return s.log
  let older = flatArchives.get(s.logArchive)
  if (!older) {
    older = s.logArchive.flat()
    flatArchives.set(s.logArchive, older)
  }
  return [...older, ...s.log]
}

const flatArchives = new WeakMap<LogEntry[][], LogEntry[]>()

/** One player's life events this turn, oldest first: "whenever you lose life", S062. */
export function lifeEventsThisTurn(s: GameState, p: PlayerId): GameState['lifeHistory'] {
  getPlayer(s, p)
  return s.lifeThisTurn[p] ?? []
}

/** Every life event of the game, oldest first (810.9: each happened to one player). */
export function lifeHistory(s: GameState): GameState['lifeHistory'] {
  return s.lifeHistory
}

/** "Your commander in zone Z" (903.3d): the player picks among these when there are two (702.124e). */
export function commandersIn(s: GameState, p: PlayerId, z: ZoneName): CardId[] {
  return commanders(s, p).filter((id) => s.cards[id]?.zone === z)
}

/** "If you control your commander" (903.3d): either partner on the battlefield counts (702.124e). */
export function controlsCommander(s: GameState, p: PlayerId): boolean {
  return commandersIn(s, p, 'battlefield').some((id) => s.cards[id]?.controller === p)
}

/** Total mana to cast a commander from the command zone now: mana value plus tax (903.8). */
export function commanderCost(s: GameState, commander: CardId): number {
  // Cast with the face its owner turned up (712.11b, 712.12): a modal DFC's back has its own cost.
  const c = getCard(s, commander)
  const cast = showsChosenFace(c) ? faceViewOf(c, enteringFace(c)) : cardView(s, commander)
  return cast.manaValue + commanderTax(s, commander)
}

/** Why this permanent can't attack now (508.1a, 302.6, 702.3b), or undefined if it can. */
export function attackRefusal(s: GameState, id: CardId): string | undefined {
  const problem = attackProblem(s, id)
  return problem && english(problem.message)
}

/** attackRefusal as a catalog message, for the interface to say in the players' language. */
export function attackRefusalMessage(s: GameState, id: CardId): Message | undefined {
  return attackProblem(s, id)?.message
}

/**
 * Summoning sickness (302.6): a creature that came under its controller's control this turn and
 * has no haste can't attack nor use an ability with {T} in its cost, a mana ability included.
 */
export function summoningSick(s: GameState, id: CardId): boolean {
  const c = getCard(s, id)
  return (
    c.zone === 'battlefield' &&
    isCreature(s, id) &&
    c.controlledSinceTurn >= s.turn.number &&
    !hasKeyword(s, id, 'Haste')
  )
}

/** The seats DuoTable's bot plays (issue 39), in seat order: public, like the players' names. */
export function botSeats(s: GameState): PlayerId[] {
  return s.seats.filter((p) => s.players[p]?.bot === true)
}

/** The active team's creatures able to attack now, goad aside (508.1a). */
export function possibleAttackers(s: GameState): CardId[] {
  const team = s.teams[s.turn.activeTeam].players
  return s.battlefield.filter(
    (id) => team.includes(s.cards[id]?.controller ?? '') && attackProblem(s, id) === undefined,
  )
}

/**
 * What this attacker may attack (805.10b, 508.1b): its controller's opponents, then their
 * planeswalkers and battles. Never a teammate or a teammate's permanent.
 */
export function attackTargetOptions(s: GameState, attacker: CardId): (PlayerId | CardId)[] {
  const foes = opponents(s, getCard(s, attacker).controller)
  const permanents = s.battlefield.filter(
    (id) =>
      foes.includes(s.cards[id]?.controller ?? '') && (isPlaneswalker(s, id) || isBattle(s, id)),
  )
  return [...foes, ...permanents]
}

/**
 * The target an attacker gets when none is named: the opponent opposite, unless goad says
 * otherwise (S075, 701.15b).
 */
export function defaultAttackTarget(s: GameState, attacker: CardId): PlayerId {
  return attackTarget(s, attacker, undefined)
}

/** A defender's untapped creatures: the ones that may be declared as blockers (509.1a, 810.5). */
export function possibleBlockers(s: GameState, player: PlayerId): CardId[] {
  return s.battlefield.filter((id) => {
    const c = s.cards[id]
    return c?.controller === player && !c.tapped && isCreature(s, id)
  })
}

/**
 * One player's place in the mulligan (103.5, 805.3a): what they declared this round, whether they
 * kept for good, and what a mulligan now would cost: the first is free (103.5c, 800.6), and none
 * is allowed once the kept hand would be 0 cards (103.5).
 */
export function mulliganFor(
  s: GameState,
  p: PlayerId,
): {
  kept: boolean
  declared: 'keep' | 'mulligan' | null
  /** Cards keeping now puts on the bottom (103.5). */
  keepBottom: number
  /** Cards keeping after one more mulligan would put on the bottom. */
  nextBottom: number
  /** The hand kept after that mulligan: seven drawn, `nextBottom` put back. */
  nextHandSize: number
  mayMulligan: boolean
} {
  const m = s.mulligan
  const nextBottom = nextBottomCount(m, p)
  return {
    kept: m.kept[p] === true,
    declared: m.declared[p] ?? null,
    keepBottom: keepBottomCount(m, p),
    nextBottom,
    nextHandSize: OPENING_HAND - nextBottom,
    mayMulligan: mayTakeMulligan(m, p),
  }
}

/** The log lines added after `seq`, oldest first, with their rules: what one action did. */
export function logSince(s: GameState, seq: number): LogEntry[] {
  const newer: LogEntry[] = []
  for (const chunk of [s.log, ...[...s.logArchive].reverse()]) {
    for (let i = chunk.length - 1; i >= 0; i--) {
      const entry = chunk[i]
      if (!entry || entry.seq <= seq) return newer.reverse()
      newer.push(entry)
    }
  }
  return newer.reverse()
}

/**
 * Why the game ended, in plain words with its rules, for the end-of-game screen: the team is the
 * unit that loses (104.2c, 810.8a), and the member whose loss took the team down is named.
 */
export function outcomeExplanation(s: GameState): string | undefined {
  const msg = outcomeExplanationMessage(s)
  return msg && english(msg)
}

/** outcomeExplanation as a catalog message, for the interface to say in the players' language. */
export function outcomeExplanationMessage(s: GameState): Message | undefined {
  const o = s.outcome
  if (!o.over) return undefined
  if (o.draw || o.loser === undefined) return message('outcome.draw')
  const team = s.teams[o.loser]
  const members = team.players.map((p) => getPlayer(s, p))
  const aPlayer = message('word.aPlayer')
  const who = (pick: (p: (typeof members)[number]) => boolean) =>
    members.find(pick)?.name ?? aPlayer
  const loser = teamWord(s, o.loser)
  switch (o.reason) {
    case 'concede':
      return message('outcome.concede', { team: loser, player: who((p) => p.conceded) })
    case 'emptyLibrary':
      return message('outcome.emptyLibrary', {
        team: loser,
        player: who((p) => p.drewFromEmptyLibrary),
      })
    case 'commanderDamage': {
      const [hit] = members
        .flatMap((p) =>
          Object.entries(s.commanderDamage[p.id] ?? {}).map(([c, n]) => ({ p, c, n })),
        )
        .sort((x, y) => y.n - x.n)
      const by = hit && s.cards[hit.c] ? cardView(s, hit.c).name : message('word.oneCommander')
      return message('outcome.commanderDamage', {
        team: loser,
        player: hit?.p.name ?? aPlayer,
        count: hit?.n ?? 21,
        commander: by,
      })
    }
    case 'poison':
      return message('outcome.poison', { team: loser, count: team.poison, max: POISON_TO_LOSE })
    case 'life':
      return message('outcome.life', { team: loser, life: team.life })
    default:
      return message('outcome.loses', { team: loser })
  }
}
