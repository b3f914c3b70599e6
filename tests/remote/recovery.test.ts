/**
 * A lost connection joins its room again (issue 24, "Nothing lost"): after a first wait for the
 * SDK's own reconnection, one try every few seconds until the room takes the token back; a
 * token the room no longer knows, or minutes without an answer, give up; a reconnection or a
 * leave stops the tries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recoveryOf, type Recover } from '../../src/remote/recovery'

const TIMING = { firstMs: 2000, everyMs: 1500, giveUpMs: 10_000 }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function hooks() {
  return { live: vi.fn(() => true), takeOver: vi.fn(), giveUp: vi.fn() }
}

describe('recovering a lost room connection', () => {
  it('waits for the SDK first, then tries every 1.5 s until the room takes the token back', async () => {
    const answers: ('retry' | 'back')[] = ['retry', 'retry', 'back']
    const recover = vi.fn<Recover>(async (takeOver) => {
      const answer = answers.shift() ?? 'back'
      if (answer === 'back') takeOver()
      return answer
    })
    const h = hooks()
    const recovery = recoveryOf(recover, h, TIMING)
    recovery.start()
    recovery.start() // a second drop while trying starts nothing new
    await vi.advanceTimersByTimeAsync(1999)
    expect(recover).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(recover).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3000)
    expect(recover).toHaveBeenCalledTimes(3)
    expect(h.takeOver).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recover).toHaveBeenCalledTimes(3)
    expect(h.giveUp).not.toHaveBeenCalled()
  })

  it('gives up at once when the room no longer knows the token', async () => {
    const h = hooks()
    const recovery = recoveryOf(async () => 'gone', h, TIMING)
    recovery.start()
    await vi.advanceTimersByTimeAsync(2000)
    expect(h.giveUp).toHaveBeenCalledTimes(1)
  })

  it('gives up once the room has not answered for the whole wait', async () => {
    const h = hooks()
    const recover = vi.fn<Recover>(async () => 'retry')
    recoveryOf(recover, h, TIMING).start()
    await vi.advanceTimersByTimeAsync(9000)
    expect(h.giveUp).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(3000)
    expect(h.giveUp).toHaveBeenCalledTimes(1)
    const tries = recover.mock.calls.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recover).toHaveBeenCalledTimes(tries)
  })

  it('stops trying when the SDK reconnects, and never tries for a session no longer played', async () => {
    const recover = vi.fn<Recover>(async () => 'retry')
    const h = hooks()
    const recovery = recoveryOf(recover, h, TIMING)
    recovery.start()
    await vi.advanceTimersByTimeAsync(2000)
    recovery.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recover).toHaveBeenCalledTimes(1)

    h.live.mockReturnValue(false)
    recovery.start()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recover).toHaveBeenCalledTimes(1)
    expect(h.giveUp).not.toHaveBeenCalled()
  })
})
