/**
 * The input fuzzers (issue 9), shared by the Vitest suite (tests/properties/inputs.*.test.ts, a
 * bounded seeded slice) and `npm run fuzz -- --inputs N`. Each target feeds random and mutated
 * real inputs to one reader of outside data and checks that it answers — a result or a clear
 * error — and never throws something else, and that no input takes longer than a time limit
 * (a hang, or a regular expression that backtracks for ever on a long line).
 */
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { decklistText } from '../../src/cards/decklistText'
import { runBulkJob } from '../../src/cards/bulk/bulkJob'
import type { BulkWorkerMessage } from '../../src/cards/bulk/protocol'
import { makeCardIndex, parseDecklist } from '../../src/deck'
import { toSaveFile, type SaveFile } from '../../src/shared/save/saveFile'
import { checkSave } from '../../src/shared/save/saveCheck'
import { checkDecklist } from '../../src/ui/decks/checkDecklist'
import { readDecklistFile } from '../../src/ui/decks/decklistFile'
import { act, newGame } from '../fixtures/game'
import { sampleDecks, samplePool } from '../fixtures/sampleGame'
import { bulkText, generateBulkCards, seededRandom, streamOf } from '../cards/bulkFile'
import { hostileJsonArb, hostileTextArb } from './inputsMutate'
import { nonsenseSaveTarget } from './nonsenseSaves'
import { reservedKeyIn } from './reservedKeys'

/** Longer than this for one input is a hang (issue 9). */
export const INPUT_TIME_LIMIT_MS = 2000

export type Verdict = 'accepted' | 'refused'

export interface InputTarget<T = unknown> {
  name: string
  arb: fc.Arbitrary<T>
  /** Resolves with what became of the input; throws (rejects) only on a bug. */
  check: (input: T) => Verdict | Promise<Verdict>
  /** A short description of an input, for a failure report. */
  show: (input: T) => string
}

function preview(text: string): string {
  const head = JSON.stringify(text.slice(0, 300))
  return `${text.length} characters: ${head}${text.length > 300 ? '…' : ''}`
}

function fail(message: string): never {
  throw new Error(message)
}

// ---- decklists -----------------------------------------------------------------------------

const fixtureText = (name: string): string =>
  readFileSync(new URL(`../deck/fixtures/${name}`, import.meta.url), 'utf8')

const DECKLIST_SEEDS = [
  ...sampleDecks.map((deck) => decklistText(deck)),
  ...['arena.txt', 'moxfield.txt', 'archidekt.txt', 'plain.txt', 'dfc.txt', 'comments.txt'].map(
    fixtureText,
  ),
]

const lookup = makeCardIndex(samplePool)
const firstDeck = sampleDecks[0]
const teammate = firstDeck ? checkDecklist(decklistText(firstDeck), lookup).deck : undefined

/** What the parser promises: entries with a name and a sane count on a real line, or line errors. */
function checkParsed(text: string): Verdict {
  const { entries, errors } = parseDecklist(text)
  const lines = text.split(/\r\n|\r|\n/).length
  for (const entry of entries) {
    if (!Number.isInteger(entry.count) || entry.count < 1 || entry.count > 250) {
      fail(`entry with count ${entry.count}`)
    }
    if (entry.name.trim() === '') fail(`entry with no name on line ${entry.line}`)
    if (entry.line < 1 || entry.line > lines) fail(`entry on line ${entry.line} of ${lines}`)
  }
  for (const error of errors) {
    if (error.line < 1 || error.line > lines || error.message === '') {
      fail(`error ${JSON.stringify(error.message)} on line ${error.line} of ${lines}`)
    }
  }
  return entries.length > 0 && errors.length === 0 ? 'accepted' : 'refused'
}

export const decklistTarget: InputTarget<string> = {
  name: 'decklist text (parseDecklist + the import dialog check)',
  arb: hostileTextArb(DECKLIST_SEEDS),
  check: (text) => {
    const verdict = checkParsed(text)
    const report = checkDecklist(text, lookup, teammate)
    if (report.legal && report.problemCount !== 0) fail('legal with problems')
    return verdict
  },
  show: preview,
}

function csvOf(text: string): string {
  const rows = parseDecklist(text).entries.map(
    (e) =>
      `${e.count},"${e.name.replace(/"/g, '""')}",${e.section === 'commander' ? 'Commander' : 'Mainboard'}`,
  )
  return ['Count,Name,Board', ...rows].join('\n')
}

function dekOf(text: string): string {
  const cards = parseDecklist(text).entries.map(
    (e) =>
      `  <Cards CatID="1" Quantity="${e.count}" Sideboard="${String(e.section === 'commander')}" Name="${e.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`,
  )
  return ['<?xml version="1.0" encoding="utf-8"?>', '<Deck>', ...cards, '</Deck>'].join('\n')
}

const FILE_SEEDS: { name: string; text: string }[] = DECKLIST_SEEDS.slice(0, 4).flatMap(
  (text, i) => [
    { name: `deck ${i}.txt`, text },
    { name: `deck ${i}.csv`, text: csvOf(text) },
    { name: `deck ${i}.dek`, text: dekOf(text) },
  ],
)

export const decklistFileTarget: InputTarget<{ name: string; text: string }> = {
  name: 'decklist file (.txt/.csv/.dek via readDecklistFile)',
  arb: fc
    .tuple(
      fc.nat({ max: FILE_SEEDS.length - 1 }),
      hostileTextArb(FILE_SEEDS.map((seed) => seed.text)),
      fc.constantFrom('', '.txt', '.csv', '.dek', '.CSV', '.json'),
    )
    .map(([i, text, ext]) => {
      const seed = FILE_SEEDS[i]
      const name = ext === '' ? (seed?.name ?? 'deck.txt') : `deck${ext}`
      return { name, text }
    }),
  check: async ({ name, text }) => {
    let read: { name: string; text: string }
    try {
      read = await readDecklistFile(new File([text], name))
    } catch (error) {
      // The reader's own refusals are Errors meant to be shown: "Could not load deck.txt: …".
      if (error instanceof Error && error.message.startsWith(`Could not load ${name}:`)) {
        return 'refused'
      }
      throw error
    }
    return checkParsed(read.text)
  },
  show: ({ name, text }) => `${name}, ${preview(text)}`,
}

// ---- saves ---------------------------------------------------------------------------------

function realSaves(): SaveFile[] {
  const played = act(
    newGame(),
    { type: 'life/lose', player: 'A1', amount: 3 },
    { type: 'library/draw', player: 'B1' },
    { type: 'turn/end' },
  )
  const start = newGame()
  const header = { gameId: 'g-1', revision: 4, writer: 'tab-1' }
  return [toSaveFile(played, [start], [], header), toSaveFile(start, [], [played], header)]
}

const v1Save = JSON.parse(
  readFileSync(new URL('../fixtures/saves/v1-autosave.json', import.meta.url), 'utf8'),
) as unknown

/**
 * A real save with names an object already answers to where names become keys, and as keys no
 * part of the format names (issue 36), as JSON text reads them: own keys.
 */
function prototypeKeySave(): unknown {
  const [save] = realSaves()
  const text = JSON.stringify(save)
    .replace('"counters":{}', '"counters":{"constructor":1}')
    .replace('"commanderDamage":{', '"commanderDamage":{"__proto__":{"x":1},')
    .replace('"layout":"normal"', '"layout":"normal","__proto__":{"polluted":true}')
    .replace('"params":{', '"params":{"prototype":"x",')
  return JSON.parse(text) as unknown
}

const SAVE_SEEDS: unknown[] = [
  ...realSaves().map((s) => JSON.parse(JSON.stringify(s)) as unknown),
  v1Save,
  prototypeKeySave(),
]

export const saveTarget: InputTarget<unknown> = {
  name: 'save file (migrations + schema, checkSave)',
  arb: fc.oneof(
    { arbitrary: hostileJsonArb(SAVE_SEEDS), weight: 8 },
    { arbitrary: fc.anything(), weight: 1 },
    {
      // A save as text, mutated, then read back as JSON when it still parses.
      arbitrary: hostileTextArb(SAVE_SEEDS.slice(0, 1).map((s) => JSON.stringify(s))).map(
        (text): unknown => {
          try {
            return JSON.parse(text)
          } catch {
            return text
          }
        },
      ),
      weight: 1,
    },
  ),
  check: (raw) => {
    const result = checkSave(raw)
    // What a load keeps (a save, or what of a refused one can still be played) holds no key
    // named like Object.prototype's members.
    const kept = result.kind === 'ok' ? result.save : result.salvage?.save
    const reserved = reservedKeyIn(kept)
    if (reserved) fail(`the load kept ${reserved}`)
    if (result.kind === 'rejected') {
      if (typeof result.reason !== 'string' || result.reason === '') fail('refused with no reason')
      return 'refused'
    }
    return 'accepted'
  },
  show: (raw) => {
    try {
      return `${String(JSON.stringify(raw)).slice(0, 400)}…`
    } catch {
      return String(raw)
    }
  },
}

// ---- Scryfall bulk files -------------------------------------------------------------------

const cardFixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../cards/fixtures/${name}`, import.meta.url), 'utf8'))

const BULK_CARD_LISTS: unknown[][] = [
  generateBulkCards(8, 3),
  [
    cardFixture('transform-gatstaf-shepherd.json'),
    cardFixture('normal-lim-duls-vault.json'),
    cardFixture('modal-dfc-shatterskull-smashing.json'),
    ...Object.values(cardFixture('more-layouts.json') as Record<string, unknown>),
  ],
]
const BULK_SEEDS = BULK_CARD_LISTS.map((cards) => bulkText(cards))

export interface BulkInput {
  text: string
  /** Raw bytes spliced into the encoded text (a binary or mis-encoded file). */
  bytes: { at: number; value: number[] } | null
  chunkSeed: number
}

export const bulkTarget: InputTarget<BulkInput> = {
  name: 'Scryfall bulk file (streaming parser, runBulkJob)',
  arb: fc.record({
    // Text mutations mostly break the JSON; card-level ones reach the card checks behind it.
    text: fc.oneof(
      hostileTextArb(BULK_SEEDS),
      hostileJsonArb(BULK_CARD_LISTS).map((cards) => {
        try {
          return bulkText(Array.isArray(cards) ? cards : [cards])
        } catch {
          return '[]' // Nested too deep for JSON.stringify: the text mutations cover depth.
        }
      }),
    ),
    bytes: fc.option(
      fc.record({
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        value: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 16 }),
      }),
    ),
    chunkSeed: fc.nat(),
  }),
  check: async ({ text, bytes, chunkSeed }) => {
    let data = new TextEncoder().encode(text)
    if (bytes) {
      const at = Math.floor(bytes.at * data.length)
      data = new Uint8Array([...data.subarray(0, at), ...bytes.value, ...data.subarray(at)])
    }
    const random = seededRandom(chunkSeed)
    const file = new Blob([data])
    // The worker's job, with the file's stream cut into odd chunk sizes.
    Object.defineProperty(file, 'stream', {
      value: () => streamOf(data, () => (random() < 0.7 ? 1 + random() * 40 : 1 + random() * 5000)),
    })
    const messages: BulkWorkerMessage[] = []
    await runBulkJob(file, (message) => messages.push(message), new AbortController().signal)
    const last = messages.at(-1)
    if (last?.type === 'done') return 'accepted'
    // refused: false means something threw that is not the parser's own "not a bulk file".
    if (last?.type === 'error' && last.refused) return 'refused'
    return fail(`the job ended with ${JSON.stringify(last)}`)
  },
  show: ({ text, bytes }) => `${preview(text)}${bytes ? `, bytes ${bytes.value.join(' ')}` : ''}`,
}

export const INPUT_TARGETS = {
  decklist: decklistTarget,
  decklistFile: decklistFileTarget,
  save: saveTarget,
  nonsenseSave: nonsenseSaveTarget,
  bulk: bulkTarget,
} as const

export type InputTargetName = keyof typeof INPUT_TARGETS

// ---- running ---------------------------------------------------------------------------------

export interface InputStats {
  inputs: number
  accepted: number
  refused: number
  slowest: number
}

export interface InputFailure {
  target: string
  seed: number
  counterexample: string
  error: string
}

/** Runs one input with the time limit: a slow or hanging one fails like a throw. */
async function timed<T>(
  target: InputTarget<T>,
  input: T,
  limitMs: number,
): Promise<{ verdict: Verdict; ms: number }> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer after ${limitMs} ms (a hang?)`)), limitMs)
  })
  try {
    const verdict = await Promise.race([Promise.resolve().then(() => target.check(input)), timeout])
    const ms = performance.now() - started
    // A synchronous reader cannot be interrupted; it is timed after it returns.
    if (ms > limitMs) throw new Error(`took ${Math.round(ms)} ms (limit ${limitMs} ms)`)
    return { verdict, ms }
  } finally {
    clearTimeout(timer)
  }
}

export async function runInputFuzz<T>(
  target: InputTarget<T>,
  opts: { seed: number; runs: number; limitMs?: number; stats?: InputStats },
): Promise<{ stats: InputStats; failure: InputFailure | null }> {
  const stats = opts.stats ?? { inputs: 0, accepted: 0, refused: 0, slowest: 0 }
  const limitMs = opts.limitMs ?? INPUT_TIME_LIMIT_MS
  const result = await fc.check(
    fc.asyncProperty(target.arb, async (input) => {
      const { verdict, ms } = await timed(target, input, limitMs)
      stats.inputs += 1
      stats[verdict] += 1
      stats.slowest = Math.max(stats.slowest, ms)
    }),
    // Shrinking a slow input runs it many more times; a few steps show the shape well enough.
    { seed: opts.seed, numRuns: opts.runs, maxSkipsPerRun: 0, endOnFailure: false },
  )
  if (!result.failed) return { stats, failure: null }
  const example = result.counterexample?.[0] as T | undefined
  return {
    stats,
    failure: {
      target: target.name,
      seed: opts.seed,
      counterexample: example === undefined ? '(none)' : target.show(example),
      error:
        result.errorInstance instanceof Error
          ? result.errorInstance.message
          : String(result.errorInstance),
    },
  }
}
