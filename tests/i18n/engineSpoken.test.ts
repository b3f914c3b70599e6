// Whatever the engine says in a real game — every log line and every refusal of random play on
// the sample decks — has words in Spanish and Portuguese, nested words included: no raw key and
// no English sentence reaches a Spanish or Portuguese table (issue #11).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isMessage, tryAction, type Catalog, type Message } from '../../src/engine'
import es from '../../src/i18n/locales/es/later/engine.json'
import ptBR from '../../src/i18n/locales/pt-BR/later/engine.json'
import { newGameFor, playScenario, scenarioArb, type StepRecord } from '../properties/fuzzRun'

/** Every message the engine said while playing these scenarios. */
function spokenMessages(): Message[] {
  const said: Message[] = []
  const scenarios = fc.sample(scenarioArb(80), { numRuns: 25, seed: 20261130 })
  for (const scenario of scenarios) {
    const record: StepRecord[] = []
    const final = playScenario(scenario, { record, unchecked: true })
    for (const entry of [...final.logArchive.flat(), ...final.log]) {
      if (entry.message) said.push(entry.message)
    }
    let state = newGameFor(scenario)
    for (const { action } of record) {
      const result = tryAction(state, action)
      if (result.ok) state = result.state
      else if (result.error.detail) said.push(result.error.detail)
    }
  }
  return said
}

/** Keys a catalog cannot say (the message's own, or a nested one's), for the count given. */
function unsaid(catalog: Catalog, plurals: Intl.PluralRules, msg: Message): string[] {
  const count = msg.params?.['count']
  const found =
    catalog[msg.key] !== undefined ||
    (typeof count === 'number' && catalog[`${msg.key}_${plurals.select(count)}`] !== undefined)
  const nested = Object.values(msg.params ?? {}).filter(isMessage)
  return [...(found ? [] : [msg.key]), ...nested.flatMap((m) => unsaid(catalog, plurals, m))]
}

describe('the engine in a real game', () => {
  const said = spokenMessages()

  it('says plenty (the sample is worth checking)', () => {
    expect(new Set(said.map((m) => m.key)).size).toBeGreaterThan(40)
  })

  it.each([
    ['es', es as Catalog],
    ['pt-BR', ptBR as Catalog],
  ])('says all of it in %s', (lang, catalog) => {
    const plurals = new Intl.PluralRules(lang)
    const missing = new Set(said.flatMap((m) => unsaid(catalog, plurals, m)))
    expect([...missing].sort()).toEqual([])
  })
})
