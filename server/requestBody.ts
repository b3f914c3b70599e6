/**
 * A matchmaker request's body, read by the gate before Colyseus sees it (issue 35): at most the
 * body limit (a chunked body too, which no Content-Length announces), and a JSON object or
 * nothing — room options are an object. Anything else is refused with words; Colyseus would
 * otherwise reserve seats with a string for options, or buffer any length. The parsed object is
 * left on `req.body`, which Colyseus's router reads instead of the stream.
 */
import type { IncomingMessage } from 'node:http'

export type BodyRead =
  { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413; error: string }

export const BAD_BODY_MESSAGE =
  'BAD_BODY: The matchmaker takes its options as one JSON object ({"seats": ["A1"]}, …).'

export function tooLargeMessage(maxBytes: number): string {
  return `TOO_LARGE: A request's body may be up to ${Math.round(maxBytes / 1024)} KB.`
}

export function readJsonObject(req: IncomingMessage, maxBytes: number): Promise<BodyRead> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (read: BodyRead): void => {
      if (done) return
      done = true
      resolve(read)
    }
    req.on('data', (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > maxBytes) {
        // Answered now; the rest is never read (the gate closes the connection after the answer).
        req.pause()
        finish({ ok: false, status: 413, error: tooLargeMessage(maxBytes) })
        return
      }
      chunks.push(chunk)
    })
    req.on('error', () => finish({ ok: false, status: 400, error: BAD_BODY_MESSAGE }))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      if (text.trim() === '') return finish({ ok: true, value: {} })
      let value: unknown
      try {
        value = JSON.parse(text)
      } catch {
        return finish({ ok: false, status: 400, error: BAD_BODY_MESSAGE })
      }
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return finish({ ok: false, status: 400, error: BAD_BODY_MESSAGE })
      }
      finish({ ok: true, value: value as Record<string, unknown> })
    })
  })
}
