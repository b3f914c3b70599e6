/**
 * Issue 27: games kept aside have a dated slot each; a second one no longer overwrites the first,
 * and each can be read back as the save it was.
 */
import { clear, set } from 'idb-keyval'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  AUTOSAVE_KEY,
  KEPT_ASIDE_SLOTS,
  forgetKept,
  keepAside,
  listKeptAside,
  readSave,
} from '../../src/store'
import { OLD_REJECTED_KEY, OLD_SET_ASIDE_KEY } from '../../src/store/keptAside'

beforeEach(async () => {
  await clear()
})

describe('games kept aside', () => {
  it('two rejected autosaves are both kept, the newest first, each with its date', async () => {
    await set(AUTOSAVE_KEY, { version: 3, first: true })
    await readSave()
    await set(AUTOSAVE_KEY, { version: 3, second: true })
    await readSave()
    const kept = await listKeptAside()
    expect(kept.map((k) => k.save)).toEqual([
      { version: 3, second: true },
      { version: 3, first: true },
    ])
    for (const k of kept) {
      expect(k.reason).toBe('rejected')
      expect(Number.isNaN(Date.parse(k.keptAt))).toBe(false)
    }
  })

  it(`keeps the newest ${KEPT_ASIDE_SLOTS}, and one can be forgotten`, async () => {
    for (let i = 0; i < KEPT_ASIDE_SLOTS + 2; i += 1) await keepAside({ n: i }, 'crashed')
    const kept = await listKeptAside()
    expect(kept).toHaveLength(KEPT_ASIDE_SLOTS)
    expect(kept[0]?.save).toEqual({ n: KEPT_ASIDE_SLOTS + 1 })
    await forgetKept(kept[0]?.id ?? '')
    expect((await listKeptAside())[0]?.save).toEqual({ n: KEPT_ASIDE_SLOTS })
  })

  it('the single slots of earlier versions join the list', async () => {
    await set(OLD_REJECTED_KEY, { old: 'rejected' })
    await set(OLD_SET_ASIDE_KEY, { old: 'other tab' })
    const kept = await listKeptAside()
    expect(kept.map((k) => [k.reason, k.save])).toEqual([
      ['otherTab', { old: 'other tab' }],
      ['rejected', { old: 'rejected' }],
    ])
    expect(await listKeptAside()).toHaveLength(2)
  })
})
