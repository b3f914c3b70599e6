/**
 * Save migrations: every step is tested on a save its old version really wrote
 * (tests/fixtures/saves), and what it produces loads as an exact game.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { clear, get, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  MIGRATED_WRITER,
  MIGRATIONS,
  SAVE_VERSION,
  migrateSave,
  type Migration,
} from '../../src/shared/save/migrations'
import { AUTOSAVE_KEY, flushAutosave, resetGameStore, useGame } from '../../src/store'
import { checkSave } from '../../src/shared/save/saveCheck'

const FIXTURES = new URL('../fixtures/saves/', import.meta.url)

function fixture(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Record<string, unknown>
}

const v1 = () => fixture('v1-autosave.json')

beforeEach(async () => {
  // A test that played a move leaves its autosave and journal behind: neither may reach the next.
  await flushAutosave()
  resetGameStore()
  await clear()
  globalThis.localStorage?.clear()
})

describe('the list of steps', () => {
  it('goes one version at a time from 1 to the current version', () => {
    expect(MIGRATIONS.map((step) => [step.from, step.to])).toEqual(
      Array.from({ length: SAVE_VERSION - 1 }, (_, i) => [i + 1, i + 2]),
    )
  })

  it('has a fixture written by the old version for every step', () => {
    const files = readdirSync(FIXTURES)
    for (const step of MIGRATIONS) {
      const old = files.filter((file) => file.startsWith(`v${step.from}-`))
      expect(old, `a fixture of save version ${step.from}`).not.toHaveLength(0)
      for (const file of old) expect(fixture(file)['version']).toBe(step.from)
    }
  })
})

describe('save version 1 → 2', () => {
  it('adds a header with a new game id, revision 0 and no tab as writer, and keeps the game', () => {
    const old = v1()
    const result = migrateSave(old, MIGRATIONS, 2)
    if (!result.ok) throw new Error(result.reason)
    expect(result.from).toBe(1)
    const two = migrateSave(old, MIGRATIONS.slice(0, 1), 2)
    if (!two.ok) throw new Error(two.reason)
    expect(two.save).toEqual({
      version: 2,
      header: { gameId: expect.any(String), revision: 0, writer: MIGRATED_WRITER },
      game: old['game'],
      past: old['past'],
      future: old['future'],
    })
    const again = migrateSave(v1(), MIGRATIONS, 2)
    if (!again.ok) throw new Error(again.reason)
    expect((again.save['header'] as { gameId: string }).gameId).not.toBe(
      (result.save['header'] as { gameId: string }).gameId,
    )
    expect(checkSave(old)).toMatchObject({ kind: 'ok' })
  })

  it('restores a version 1 autosave exactly, history included', async () => {
    const old = v1()
    await set(AUTOSAVE_KEY, old)
    await useGame.getState().restore()
    const { fullGame: game, past, future, notice } = useGame.getState()
    expect(notice).toBeNull()
    const migrated = migrateSave(v1())
    if (!migrated.ok) throw new Error(migrated.reason)
    expect(game).toEqual(migrated.save['game'])
    expect(past).toEqual(migrated.save['past'])
    expect(future).toEqual(migrated.save['future'])
    expect(game?.seq).toBe((old['game'] as { seq: number }).seq)
    // The save stays as it was until the next write, which writes the current version.
    expect(await get(AUTOSAVE_KEY)).toEqual(old)
  })

  it('keeps a version 1 game playing: its cards named c1, c2… act, and new cards get numbers', async () => {
    await set(AUTOSAVE_KEY, v1())
    await useGame.getState().restore()
    const { dispatch } = useGame.getState()
    const owner = useGame.getState().fullGame?.cards['c11']?.controller ?? 'A1'
    expect(dispatch({ type: 'card/tap', player: owner, card: 'c11' })).toBe(true)
    const next = useGame.getState().fullGame?.nextCardNumber ?? 0
    expect(dispatch({ type: 'token/create', player: 'A1', data: { name: 'Soldier' } })).toBe(true)
    const { game } = useGame.getState()
    expect(game?.cards['c11']?.tapped).toBe(true)
    expect(game?.cards[String(next)]).toMatchObject({ isToken: true, owner: 'A1' })
  })

  it('refuses a version 1 save with a damaged game after migrating, naming the field', () => {
    const old = v1()
    ;(old['game'] as { seq: unknown }).seq = 'many'
    expect(checkSave(old)).toEqual({
      kind: 'rejected',
      reason: expect.stringMatching(/^its game is damaged \(seq: /),
    })
  })
})

const v2 = () => fixture('v2-autosave.json')

type Shields = Record<string, { restrictions: Record<string, boolean> }>
const shieldsOf = (game: unknown) =>
  Object.fromEntries(
    Object.entries((game as { players: Shields }).players).map(([id, p]) => [id, p.restrictions]),
  )

describe('save version 2 → 3', () => {
  it("renames 'preventCombatDamage' to 'preventAllDamage' in the game and its whole history", () => {
    const old = v2()
    const result = migrateSave(old)
    if (!result.ok) throw new Error(result.reason)
    expect(result.from).toBe(2)
    expect(result.save['header']).toEqual(old['header'])
    expect(shieldsOf(result.save['game'])['B1']).toEqual({
      cantGainLife: false,
      cantLoseLife: false,
      cantGetPoison: false,
      preventAllDamage: true,
    })
    const future = (result.save['future'] as unknown[])[0]
    expect(shieldsOf(future)['A2']?.['preventAllDamage']).toBe(true)
    const states = [result.save['game'], ...(result.save['past'] as unknown[]), future]
    expect(JSON.stringify(states.map(shieldsOf))).not.toContain('preventCombatDamage')
    expect(checkSave(old)).toMatchObject({ kind: 'ok' })
  })

  it('keeps the shield working after a reload: B1 is dealt no damage (615)', async () => {
    await set(AUTOSAVE_KEY, v2())
    await useGame.getState().restore()
    const life = useGame.getState().game?.teams.B.life
    expect(
      useGame.getState().dispatch({ type: 'life/damage', player: 'A1', target: 'B1', amount: 5 }),
    ).toBe(true)
    expect(useGame.getState().game?.teams.B.life).toBe(life)
  })

  it('reads the whole states of version 2 as they are, and restores them exactly', async () => {
    const old = fixture('v2-whole-states.json')
    const result = migrateSave(old)
    if (!result.ok) throw new Error(result.reason)
    await set(AUTOSAVE_KEY, old)
    await useGame.getState().restore()
    const { fullGame: game, past, future, notice } = useGame.getState()
    expect(notice).toBeNull()
    expect(game).toEqual(result.save['game'])
    expect(past).toEqual(result.save['past'])
    expect(future).toEqual(result.save['future'])
  })
})

describe('versions no step reads', () => {
  it('refuses a save from a newer DuoTable in the usual words', () => {
    expect(migrateSave({ ...v1(), version: SAVE_VERSION + 3 })).toEqual({
      ok: false,
      reason: `it was written by a newer DuoTable (save version ${SAVE_VERSION + 3}; this one reads ${SAVE_VERSION})`,
    })
  })

  it('refuses versions that are missing, not numbers, or older than the first step', () => {
    for (const version of [undefined, '1', 0, 1.5, null]) {
      expect(migrateSave({ ...v1(), version })).toEqual({
        ok: false,
        reason: `its version is ${String(version)}, not ${SAVE_VERSION}`,
      })
    }
    expect(migrateSave([1])).toEqual({ ok: false, reason: 'it is not a save file' })
  })

  it('reports a step that throws or goes backwards instead of crashing or looping', () => {
    const throws: Migration[] = [
      {
        from: 1,
        to: 2,
        why: 'test',
        up: () => {
          throw new Error('boom')
        },
      },
    ]
    expect(migrateSave({ version: 1 }, throws, 2)).toEqual({
      ok: false,
      reason: 'it could not be updated from save version 1 (boom)',
    })
    const loops: Migration[] = [{ from: 1, to: 1, why: 'test', up: (save) => save }]
    expect(migrateSave({ version: 1 }, loops, 2)).toMatchObject({ ok: false })
    const lies: Migration[] = [
      { from: 1, to: 2, why: 'test', up: (save) => ({ ...save, version: 7 }) },
    ]
    expect(migrateSave({ version: 1 }, lies, 3)).toEqual({
      ok: false,
      reason: 'the update from save version 1 went wrong',
    })
  })
})
