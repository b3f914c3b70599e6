// The engine's words are catalog messages (issue #11): every key it uses is in the English
// catalog, the English text is made from the message it carries, and another catalog says the
// same refusal or log line in another language, nested words (a zone, "a card") included.
import { describe, expect, it } from 'vitest'
import type { RuleError } from '../../src/engine'
import {
  applyAction,
  ENGINE_MESSAGES,
  formatMessage,
  log,
  tryAction,
  zone,
  type Action,
  type GameState,
  type LogEntry,
} from '../../src/engine'
import { attackRefusalMessage, outcomeExplanationMessage } from '../../src/engine/selectors'
import es from '../../src/i18n/locales/es/later/engine.json'
import ptBR from '../../src/i18n/locales/pt-BR/later/engine.json'
import { act, creature, newGame, putOntoBattlefield } from '../fixtures/game'

const sources = import.meta.glob<string>('../../src/engine/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const PLURAL = /_(zero|one|two|few|many|other)$/
const englishKeys = new Set(Object.keys(ENGINE_MESSAGES).map((k) => k.replace(PLURAL, '')))
const areas = new Set([...englishKeys].map((k) => k.split('.')[0]))

/** Quoted strings in the engine's sources that look like catalog keys ('log.zones.drew'). */
function keysInSources(): Map<string, string> {
  const found = new Map<string, string>()
  for (const [path, text] of Object.entries(sources)) {
    for (const m of text.matchAll(/'([a-z]+(?:\.[A-Za-z0-9]+)+)'/g)) {
      const key = m[1] ?? ''
      if (areas.has(key.split('.')[0])) found.set(key, path)
    }
  }
  return found
}

function refused(s: GameState, a: Action): RuleError {
  const r = tryAction(s, a)
  if (r.ok) throw new Error(`expected ${a.type} to be refused`)
  return r.error
}

function lastLine(s: GameState): LogEntry {
  const line = log(s).at(-1)
  if (!line) throw new Error('the log is empty')
  return line
}

const spanish = (e: { detail?: Parameters<typeof formatMessage>[1] | undefined }) => {
  if (!e.detail) throw new Error('no catalog message')
  return formatMessage(es, e.detail, new Intl.PluralRules('es'))
}

describe('the engine catalog', () => {
  it('has every key the engine uses, and the engine uses every key it has', () => {
    const used = keysInSources()
    expect(used.size).toBeGreaterThan(300)
    const missing = [...used].filter(([key]) => !englishKeys.has(key))
    expect(missing).toEqual([])
    expect([...englishKeys].filter((key) => !used.has(key))).toEqual([])
  })

  it('keeps no English sentence outside the catalog in refuse() and addLog() calls', () => {
    for (const [path, text] of Object.entries(sources)) {
      const plain = [...text.matchAll(/\b(?:refuse\([^,]+,|addLog\([^,]+,)\s*[`'"]/g)]
      expect(
        plain.map((m) => m[0]),
        path,
      ).toEqual([])
    }
  })
})

describe('refusals and log lines carry their message', () => {
  it('a refusal keeps its catalog message, whose English is the error message', () => {
    const s = newGame()
    const card = zone(s, 'A1', 'hand')[0] ?? ''
    const errors = [
      refused(s, { type: 'card/move', player: 'A1', card, to: 'graveyard', zoneOwner: 'B1' }),
      refused(s, { type: 'card/tap', player: 'A1', card }),
      refused(s, { type: 'life/lose', player: 'A1', amount: 1.5 }),
      refused(s, { type: 'mulligan/decide', player: 'A1', choice: 'keep' }),
    ]
    expect(errors.map((e) => e.detail?.key)).toEqual([
      'zones.ownersZoneOnly',
      'cards.onlyPermanent.tap',
      'amount.notWhole',
      'mulligan.over',
    ])
    for (const e of errors) {
      expect(e.detail).toBeDefined()
      if (e.detail) expect(formatMessage(ENGINE_MESSAGES, e.detail)).toBe(e.message)
    }
    expect(errors[0]?.message).toBe(
      "A card goes only to its owner's graveyard; this one belongs to A1 (400.3).",
    )
    expect(errors[2]?.message).toBe('Life lost must be a whole number, not 1.5.')
  })

  it('every log line of a game keeps its catalog message, whose English is the line', () => {
    let s = newGame()
    s = act(
      s,
      { type: 'library/draw', player: 'A1', count: 2 },
      { type: 'life/lose', player: 'B1', amount: 3 },
      { type: 'turn/nextStep' },
      { type: 'turn/end' },
    )
    const lines = log(s)
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) {
      expect(line.message, line.text).toBeDefined()
      if (line.message) expect(formatMessage(ENGINE_MESSAGES, line.message)).toBe(line.text)
    }
    expect(lines.map((l) => l.text)).toContain('A1 drew 2 cards.')
  })

  it('the attack refusal and the game-over explanation have message forms', () => {
    let s = newGame()
    const placed = putOntoBattlefield(s, 'A1', creature('Grizzly Bears', 2, 2))
    s = placed.state
    const why = attackRefusalMessage(s, placed.id)
    expect(why?.key).toBe('attack.summoningSick')
    expect(outcomeExplanationMessage(s)).toBeUndefined()
    s = act(s, { type: 'player/concede', player: 'B2' })
    const over = outcomeExplanationMessage(s)
    expect(over && formatMessage(ENGINE_MESSAGES, over)).toBe(
      'Team B loses: B2 conceded, and the whole team leaves the game (810.8b).',
    )
  })
})

describe('another catalog says the same message in its own words', () => {
  it('says a refusal in Spanish, the zone inside it too', () => {
    const s = newGame()
    const card = zone(s, 'A1', 'hand')[0] ?? ''
    const e = refused(s, {
      type: 'card/move',
      player: 'A1',
      card,
      to: 'graveyard',
      zoneOwner: 'B1',
    })
    const text = spanish(e)
    expect(text).toBe(
      'Una carta solo puede ponerse en el cementerio de su propietario; esta pertenece a A1 (400.3).',
    )
    expect(text).not.toMatch(/graveyard|owner/)
  })

  it('says log lines in Spanish and Portuguese, with plurals, teams and hidden cards', () => {
    let s = newGame()
    s = act(s, { type: 'library/draw', player: 'A1', count: 2 })
    const drew = lastLine(s).message
    expect(drew && formatMessage(es, drew, new Intl.PluralRules('es'))).toBe('A1 robó 2 cartas.')
    expect(drew && formatMessage(ptBR, drew, new Intl.PluralRules('pt-BR'))).toBe(
      'A1 comprou 2 cards.',
    )
    const hidden = zone(s, 'A1', 'hand')[0] ?? ''
    s = act(s, { type: 'card/move', player: 'A1', card: hidden, to: 'library' })
    const moved = lastLine(s).message
    expect(moved && formatMessage(es, moved, new Intl.PluralRules('es'))).toBe(
      'A1 puso una carta en la parte superior de la biblioteca.',
    )
    const bear = putOntoBattlefield(s, 'A1', creature('Grizzly Bears', 2, 2))
    s = act(
      bear.state,
      { type: 'card/turnFaceDown', player: 'A1', card: bear.id },
      { type: 'card/tap', player: 'A1', card: bear.id },
    )
    const tapped = lastLine(s).message
    expect(tapped && formatMessage(ptBR, tapped, new Intl.PluralRules('pt-BR'))).toBe(
      'A1 virou um card com a face para baixo.',
    )
    s = act(s, { type: 'turn/end' })
    const turn = log(s).find((l) => l.message?.key === 'log.turns.takesTurn')?.message
    expect(turn && formatMessage(es, turn, new Intl.PluralRules('es'))).toBe(
      'Turno 2: Equipo B juega su turno.',
    )
  })
})

describe('a message in a save', () => {
  // Found by `npm run fuzz`: "-0 damage to each player" logged -0, which a save (JSON) turns
  // into 0, so the restored game differed from the saved one.
  it('comes back from JSON exactly, even for an amount of -0', () => {
    const g = applyAction(newGame(), {
      type: 'effect/eachPlayer',
      player: 'A1',
      effect: { kind: 'damage', amount: -0 },
    })
    expect(JSON.parse(JSON.stringify(g))).toEqual(g)
    expect(Object.is(g.log.at(-1)?.message?.params?.['count'], -0)).toBe(false)
  })
})
