/**
 * The decklist text read by the parser in a worker (issue 27), so a long paste costs the page
 * only the lookup and the rules, never the reading of every line while someone types. Without
 * Worker support (tests, old browsers) it reads in this thread, as before.
 */
import { startTransition, useEffect, useMemo, useState } from 'react'
import { parseDecklist } from '../../deck'
import type { ParsedDecklist } from '../../deck/parse'
import { withDetail } from '../../engine/core'
import type { ParseRequest, ParseResponse } from './parseProtocol'

export interface Parsed {
  /** The text these results are for. */
  text: string
  parsed: ParsedDecklist
}

let worker: Worker | null | undefined
let nextId = 0
const waiting = new Map<number, (response: ParseResponse) => void>()

function parseWorker(): Worker | null {
  if (worker !== undefined) return worker
  if (typeof Worker !== 'function') return (worker = null)
  try {
    worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' })
    worker.onmessage = (event: MessageEvent<ParseResponse>) => {
      waiting.get(event.data.id)?.(event.data)
      waiting.delete(event.data.id)
    }
    worker.onerror = () => {
      worker = null // read in this thread from now on
      waiting.clear()
    }
  } catch {
    worker = null
  }
  return worker
}

/** Puts the errors' catalog messages back as `detail`, not enumerable, as the parser made them. */
function received({ entries, errors, leftOut }: ParseResponse): ParsedDecklist {
  return {
    entries,
    leftOut,
    errors: errors.map(({ detail, ...error }) => (detail ? withDetail(error, detail) : error)),
  }
}

/** The latest text's parse once it is in; the text it belongs to says whether it is current. */
export function useParsedDecklist(text: string): Parsed | null {
  const inThread = useMemo(
    () => (parseWorker() ? null : { text, parsed: parseDecklist(text) }),
    [text],
  )
  const [fromWorker, setFromWorker] = useState<Parsed | null>(null)

  useEffect(() => {
    const reader = parseWorker()
    if (!reader) return
    const id = (nextId += 1)
    let live = true
    waiting.set(id, (response) => {
      // A transition: the report renders in slices, between the keys of someone still typing.
      if (live) startTransition(() => setFromWorker({ text, parsed: received(response) }))
    })
    reader.postMessage({ id, text } satisfies ParseRequest)
    return () => {
      live = false
      waiting.delete(id)
    }
  }, [text])

  return inThread ?? fromWorker
}
