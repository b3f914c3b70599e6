/**
 * The join form's lookup of a room (PROTOCOL-24 §2): a refusal from the game server shows the
 * server's own words — a wait before the next code (issue 35), a lost Redis — not a bare status.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lookUpRoom } from '../../src/remote/roomInfo'

afterEach(() => vi.unstubAllGlobals())

function answering(status: number, body: string): void {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(body, { status })))
}

describe('looking a room up', () => {
  it("gives the server's words for a refusal", async () => {
    const words = 'TOO_MANY_TRIES: Too many room codes that name no room were tried. Wait 4 s.'
    answering(429, JSON.stringify({ code: 429, error: words }))
    expect(await lookUpRoom('http://table.local:2567', 'K7M2Q')).toEqual({
      kind: 'refused',
      reason: words,
    })
  })

  it('gives the status when the answer has no words', async () => {
    answering(502, '<html>Bad gateway</html>')
    expect(await lookUpRoom('http://table.local:2567', 'K7M2Q')).toEqual({
      kind: 'unreachable',
      reason: 'HTTP 502',
    })
  })
})
