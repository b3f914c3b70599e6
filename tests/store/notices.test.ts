// The store's notices and storage errors carry catalog messages, so the table says them in the
// players' language while `message` keeps the English words (issue #11).
import { clear, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import { tryAction, zone, type GameState } from '../../src/engine'
import type { Message } from '../../src/engine/message'
import { i18n } from '../../src/i18n/i18n'
import { catalogs as es } from '../../src/i18n/locales/es'
import { catalogs as ptBR } from '../../src/i18n/locales/pt-BR'
import { say } from '../../src/i18n/say'
import { AUTOSAVE_KEY, flushAutosave, resetGameStore, StoreError, useGame } from '../../src/store'
import { DECK_LIBRARY_KEY, saveDeck, useDeckLibrary } from '../../src/store/deckLibrary'
import { newGame } from '../fixtures/game'

// The interface's i18next instance, with the languages' catalogs as the app loads them.
for (const [lng, catalogs] of [
  ['es', es],
  ['pt-BR', ptBR],
] as const) {
  for (const [ns, catalog] of Object.entries(catalogs)) i18n.addResourceBundle(lng, ns, catalog)
}

const store = () => useGame.getState()

function sayIn(lng: 'en' | 'es' | 'pt-BR', msg: Message | string | undefined): string {
  if (msg === undefined) throw new Error('nothing to say')
  return say(i18n.getFixedT(lng), msg)
}

beforeEach(async () => {
  await flushAutosave()
  resetGameStore()
  useDeckLibrary.setState(useDeckLibrary.getInitialState(), true)
  await clear()
})

describe('notices', () => {
  it("carry a refusal's engine message, which English says as the notice's message", () => {
    store().loadGame(newGame())
    const game = store().fullGame as GameState
    const card = zone(game, 'A1', 'hand')[0] ?? ''
    const action = { type: 'card/move', player: 'B1', card, to: 'battlefield' } as const
    const refused = tryAction(game, action)
    store().dispatch(action)
    expect(refused.ok).toBe(false)
    if (refused.ok) return
    expect(store().notice?.detail).toEqual({ ns: 'engine', ...refused.error.detail })
    expect(sayIn('en', store().notice?.detail)).toBe(store().notice?.message)
  })

  it('keep a plain English notice as it is, with nothing to translate', () => {
    store().showNotice({ kind: 'info', code: 'SOMETHING', message: 'Plain words' })
    expect(store().notice).toMatchObject({ message: 'Plain words' })
    expect(store().notice?.detail).toBeUndefined()
  })

  it('say a failed autosave in Spanish, the English message unchanged', async () => {
    store().loadGame(newGame())
    const broken = {
      ...(store().fullGame as GameState),
      notCloneable: () => 0,
    } as unknown as GameState
    store().loadGame(broken)
    await flushAutosave()
    const notice = store().notice
    expect(notice?.message).toMatch(/^Autosave failed: /)
    expect(sayIn('en', notice?.detail)).toBe(notice?.message)
    expect(sayIn('es', notice?.detail)).toMatch(/^Falló el guardado automático: /)
  })

  it('say a rejected save in Portuguese', async () => {
    await set(AUTOSAVE_KEY, { version: 1, game: 'nonsense' })
    await store().restore()
    const notice = store().notice
    expect(notice?.code).toBe('SAVE_REJECTED')
    expect(sayIn('en', notice?.detail)).toBe(notice?.message)
    expect(sayIn('pt-BR', notice?.detail)).toMatch(
      /^Não foi possível restaurar o jogo salvo \(.+\)\. Ele foi guardado à parte; comece um jogo novo\.$/,
    )
  })
})

describe('saved deck errors', () => {
  it('say a damaged deck list in Spanish, the English error unchanged', async () => {
    await set(DECK_LIBRARY_KEY, 'garbage')
    await useDeckLibrary.getState().load()
    const { error, errorDetail } = useDeckLibrary.getState()
    expect(error).toBe(
      'Could not load the saved decks: the saved deck list in this browser is damaged.',
    )
    expect(sayIn('en', errorDetail ?? undefined)).toBe(error)
    expect(sayIn('es', errorDetail ?? undefined)).toBe(
      'No fue posible cargar los mazos guardados: la lista de mazos guardados en este navegador está dañada.',
    )
  })

  it('refuse a nameless deck with words Portuguese can say', async () => {
    const refusal = await saveDeck({ name: ' ', text: '1 Sol Ring' }).catch((e: unknown) => e)
    expect(refusal).toBeInstanceOf(StoreError)
    const { message, detail } = refusal as StoreError
    expect(message).toBe('Could not save the deck: give it a name first.')
    expect(sayIn('pt-BR', detail)).toBe(
      'Não foi possível salvar o deck: dê um nome a ele primeiro.',
    )
  })
})
