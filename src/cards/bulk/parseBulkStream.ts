/**
 * A streaming reader for a JSON array of objects (Scryfall's bulk-data files, 100–500 MB): it
 * cuts each top-level object out of the chunks by tracking strings, escapes and brace depth, and
 * JSON.parses one object at a time, so the whole text is never held at once.
 */
import type { Message, MessageParam } from '../../engine'
import { cardDataMessage, inEnglish } from '../messages'

export const NOT_BULK_FILE = 'This is not a Scryfall bulk-data file: '

/**
 * The file is not what it claims to be; the message is for the person who picked it, in English
 * (`message`) and as a catalog message (`detail`, key `bulk.<problem>`).
 */
export class BulkFileError extends Error {
  override name = 'BulkFileError'
  readonly detail: Message
  constructor(problem: string, params?: Readonly<Record<string, MessageParam>>) {
    const detail = cardDataMessage('bulk.notBulk', {
      problem: cardDataMessage(`bulk.${problem}`, params),
    })
    super(inEnglish(detail))
    this.detail = detail
  }
}

export interface BulkParseProgress {
  bytesRead: number
  /** Objects emitted so far. */
  items: number
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const COMMA = 0x2c
const BYTE_ORDER_MARK = 0xfeff
/** A card object is a few KB; anything this long is some other file that would fill memory. */
export const MAX_OBJECT_CHARS = 4 * 1024 * 1024

function isJsonSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09
}

type Phase =
  | 'beforeArray'
  /** After '[' (an empty array may close here) or after ',' (an object must follow). */
  | 'firstItem'
  | 'nextItem'
  | 'inObject'
  | 'afterItem'
  | 'afterArray'

/** The cutting state machine; `feed` takes decoded text in any pieces. */
class ArrayCutter {
  private phase: Phase = 'beforeArray'
  private depth = 0
  private inString = false
  private escaped = false
  /** Text of the object being cut that came in earlier chunks. */
  private pieces: string[] = []
  private piecesLength = 0
  items = 0

  constructor(private readonly onItem: (text: string, index: number) => void) {}

  feed(text: string): void {
    let i = 0
    const length = text.length
    while (i < length) {
      if (this.phase === 'inObject') {
        i = this.cutObject(text, i)
        continue
      }
      const code = text.charCodeAt(i)
      if (isJsonSpace(code)) {
        i += 1
        continue
      }
      // An object's opening brace is left for cutObject to count.
      if (!this.between(code, text)) i += 1
    }
  }

  /** A character outside any object: the array's own punctuation. True when an object starts. */
  private between(code: number, text: string): boolean {
    const phase = this.phase
    if (phase === 'beforeArray') {
      if (code === OPEN_BRACKET) this.phase = 'firstItem'
      else if (code !== BYTE_ORDER_MARK) throw new BulkFileError(notAnArray(code, text))
    } else if (phase === 'firstItem' || phase === 'nextItem') {
      if (code === OPEN_BRACE) {
        this.phase = 'inObject'
        return true
      }
      if (code === CLOSE_BRACKET && phase === 'firstItem') this.phase = 'afterArray'
      else throw new BulkFileError('notCardObject', { n: this.items + 1 })
    } else if (phase === 'afterItem') {
      if (code === COMMA) this.phase = 'nextItem'
      else if (code === CLOSE_BRACKET) this.phase = 'afterArray'
      else throw new BulkFileError('brokenAfter', { n: this.items })
    } else {
      throw new BulkFileError('trailingText')
    }
    return false
  }

  /** Reads from `start` until the object closes or the text ends; returns where it stopped. */
  private cutObject(text: string, start: number): number {
    let depth = this.depth
    let inString = this.inString
    let escaped = this.escaped
    const length = text.length
    for (let i = start; i < length; i += 1) {
      const code = text.charCodeAt(i)
      if (inString) {
        if (escaped) escaped = false
        else if (code === BACKSLASH) escaped = true
        else if (code === QUOTE) inString = false
      } else if (code === QUOTE) {
        inString = true
      } else if (code === OPEN_BRACE) {
        depth += 1
      } else if (code === CLOSE_BRACE) {
        depth -= 1
        if (depth === 0) {
          const piece = text.slice(start, i + 1)
          const whole = this.pieces.length > 0 ? this.pieces.join('') + piece : piece
          this.pieces = []
          this.piecesLength = 0
          this.depth = 0
          this.inString = false
          this.escaped = false
          this.phase = 'afterItem'
          this.emit(whole)
          return i + 1
        }
      }
    }
    this.pieces.push(text.slice(start))
    this.piecesLength += length - start
    if (this.piecesLength > MAX_OBJECT_CHARS) {
      throw new BulkFileError('tooLarge', { n: this.items + 1 })
    }
    this.depth = depth
    this.inString = inString
    this.escaped = escaped
    return length
  }

  private emit(text: string): void {
    const index = this.items
    this.items += 1
    this.onItem(text, index)
  }

  end(): void {
    if (this.phase === 'afterArray') return
    if (this.phase === 'beforeArray') throw new BulkFileError('emptyFile')
    throw new BulkFileError('cutShort')
  }
}

/** Which `bulk.*` problem a file that does not open with '[' has. */
function notAnArray(code: number, text: string): string {
  if (code === OPEN_BRACE) return 'singleObject'
  if (text.startsWith('\u001f\u008b') || text.startsWith('\u001f\ufffd')) return 'compressed'
  return 'notJsonList'
}

/**
 * Reads `readable` to the end, calling `onCard` with each parsed top-level object and
 * `onProgress` after each chunk. Throws BulkFileError for anything that is not a JSON array of
 * objects, and the signal's reason when aborted; either way it stops reading at once.
 */
export async function parseBulkStream(
  readable: ReadableStream<Uint8Array>,
  onCard: (item: unknown, index: number) => void,
  onProgress?: (progress: BulkParseProgress) => void,
  signal?: AbortSignal,
): Promise<BulkParseProgress> {
  const cutter = new ArrayCutter((text, index) => onCard(parseItem(text, index), index))
  // fatal: false turns stray bytes into U+FFFD; a binary file then fails as "not a JSON list".
  const decoder = new TextDecoder('utf-8')
  const reader = readable.getReader()
  let bytesRead = 0
  try {
    for (;;) {
      signal?.throwIfAborted()
      const { done, value } = await reader.read()
      if (done) break
      bytesRead += value.byteLength
      cutter.feed(decoder.decode(value, { stream: true }))
      onProgress?.({ bytesRead, items: cutter.items })
    }
    cutter.feed(decoder.decode())
    cutter.end()
    return { bytesRead, items: cutter.items }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  } finally {
    reader.releaseLock()
  }
}

function parseItem(text: string, index: number): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BulkFileError('invalidJson', { n: index + 1 })
  }
}
