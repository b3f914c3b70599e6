/**
 * The transform showcase (`/?showcase`): the cases of seed 003 (Innistrad's double-faced cards),
 * brought up to the current rules, each a small game of its own built from the sample pool with
 * engine actions. It is never the players' game: nothing here reaches the store or the autosave.
 */
import { makeCardIndex } from '../deck'
import {
  applyAction,
  card,
  createGame,
  zone,
  type Action,
  type ActionOf,
  type CardData,
  type CardId,
  type GameState,
  type PlayerId,
} from '../engine'
import { loadSamplePool, type SamplePool } from '../cards/sampleDecks'
import { DEFAULT_PLAYER_NAMES } from './playerNames'
import { HIDDEN_AND_EXPLORE_STEPS } from './showcaseHiddenSteps'
import { TRANSFORM_STEPS } from './showcaseTransformSteps'

export type ShowcaseZone = 'library' | 'hand' | 'graveyard'

export interface ShowcaseOption {
  /** Its label's key in the showcase strings. */
  id: string
  actions: Action[]
}

export interface ShowcaseStep {
  id: string
  /** The rule the step shows (CR number). */
  rule: string
  start: GameState
  /** What the step does, in order; a move with two options is a choice (explore). */
  moves: ShowcaseOption[][]
  /** A1's zones shown beside the battlefield. */
  zones: ShowcaseZone[]
}

/** How a card enters: as a copy (Clone), transformed, face down (manifest). */
export type EntryOptions = Pick<ActionOf<'card/move'>, 'asCopyOf' | 'transformed' | 'faceDown'>

/** What a step builder gets: a fresh little game and ways to act on it. */
export interface SceneKit {
  /** Puts the first card of that name from the player's hand onto the battlefield. */
  play: (player: PlayerId, name: string, entry?: EntryOptions) => CardId
  /** The cards of that name in the player's hand, in hand order. */
  inHand: (player: PlayerId, name: string) => CardId[]
  act: (...actions: Action[]) => void
  state: () => GameState
}

export interface StepSource {
  /** The cards A1 (and B1) hold when the scene begins. */
  hands: Partial<Record<PlayerId, string[]>>
  build: (kit: SceneKit) => Omit<ShowcaseStep, 'start'>
}

export async function loadShowcase(): Promise<ShowcaseStep[]> {
  return buildShowcase(await loadSamplePool())
}

export function buildShowcase(pool: SamplePool): ShowcaseStep[] {
  return [...TRANSFORM_STEPS, ...HIDDEN_AND_EXPLORE_STEPS].map(({ hands, build }) => {
    const kit = sceneKit(pool, hands)
    const step = build(kit)
    return { ...step, start: kit.state() }
  })
}

/** Ixidron's P/T (star/star) counts face-down creatures (604.3): the table leaves it to players. */
const PRINTED_OVERRIDES: Record<string, Partial<CardData>> = {
  Ixidron: { power: '2', toughness: '2' },
}

/**
 * A game where A1 and B1 hold exactly the named cards (seven or fewer, so the opening deal puts
 * all of them in hand and the libraries start empty); the others hold nothing.
 */
function sceneKit(pool: SamplePool, hands: Partial<Record<PlayerId, string[]>>): SceneKit {
  const find = makeCardIndex(pool.cards)
  const lookup = (name: string): CardData => {
    const data = find(name)
    if (!data) throw new Error(`The sample pool has no card named "${name}".`)
    return { ...data, ...PRINTED_OVERRIDES[name] }
  }
  const player = (id: PlayerId, deck: number) => ({
    id,
    name: DEFAULT_PLAYER_NAMES[id as keyof typeof DEFAULT_PLAYER_NAMES],
    commanders: (pool.decks[deck]?.commanders ?? []).map(lookup),
    library: (hands[id] ?? []).map(lookup),
  })
  let s = createGame({
    teams: [
      { id: 'A', players: [player('A1', 0), player('A2', 1)] },
      { id: 'B', players: [player('B1', 2), player('B2', 3)] },
    ],
    seed: 3,
    skipMulligans: true,
  })
  const act = (...actions: Action[]) => {
    for (const a of actions) s = applyAction(s, a)
  }
  const inHand = (p: PlayerId, name: string): CardId[] =>
    zone(s, p, 'hand').filter((c) => card(s, c).name === name)
  const play = (p: PlayerId, name: string, entry: EntryOptions = {}): CardId => {
    const id = inHand(p, name)[0]
    if (id === undefined) throw new Error(`${p} holds no ${name}.`)
    act({ type: 'card/move', player: p, card: id, to: 'battlefield', ...entry })
    return id
  }
  return { play, inHand, act, state: () => s }
}
