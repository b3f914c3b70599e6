/**
 * Reads decklist text off the main thread (issue 27: a 10,000-line paste must not stall typing).
 * The parser is pure; its errors' catalog messages are not enumerable (withDetail), so they are
 * sent along as a field of their own and put back by the page (useParsedDecklist.ts).
 */
import { parseDecklist } from '../../deck'
import type { ParseRequest, ParseResponse } from './parseProtocol'

interface WorkerScope {
  postMessage(message: ParseResponse): void
  addEventListener(type: 'message', listener: (event: MessageEvent<ParseRequest>) => void): void
}

const scope = globalThis as unknown as WorkerScope

scope.addEventListener('message', (event) => {
  const { id, text } = event.data
  const { entries, errors, leftOut } = parseDecklist(text)
  scope.postMessage({
    id,
    entries,
    leftOut,
    errors: errors.map((error) =>
      error.detail ? { ...error, detail: error.detail } : { ...error },
    ),
  })
})
