/**
 * Narrow readers for the JSON Scryfall sends: each checks one field's shape and records a
 * plain-words problem instead of throwing, so one bad card is reported, not a crash.
 */
import type { Color } from '../../engine'
import type { ScryfallImageUris } from '../types'

export type JsonObject = Readonly<Record<string, unknown>>

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const COLOURS: ReadonlySet<unknown> = new Set(['W', 'U', 'B', 'R', 'G'])

function isColourList(value: unknown): value is Color[] {
  return Array.isArray(value) && value.every((item) => COLOURS.has(item))
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

/** Sets an optional field only when it has a value (exactOptionalPropertyTypes: no `undefined`s). */
export function setIf<T, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value
}

/** Reads the fields of one JSON object; `where` names it in problems ('card_faces[1].'). */
export class FieldReader {
  constructor(
    readonly raw: JsonObject,
    private readonly where: string,
    private readonly problems: string[],
  ) {}

  /** Scryfall leaves absent fields out; a null is read as absent too. */
  private value(key: string): unknown {
    return this.raw[key] ?? undefined
  }

  private problem(key: string, expected: string): undefined {
    this.problems.push(`${this.where}${key} must be ${expected}`)
    return undefined
  }

  text(key: string): string | undefined {
    const value = this.value(key)
    if (value === undefined || typeof value === 'string') return value
    return this.problem(key, 'text')
  }

  number(key: string): number | undefined {
    const value = this.value(key)
    if (value === undefined || (typeof value === 'number' && Number.isFinite(value))) return value
    return this.problem(key, 'a number')
  }

  colours(key: string): Color[] | undefined {
    const value = this.value(key)
    if (value === undefined || isColourList(value)) return value
    return this.problem(key, 'a list of colour letters (W, U, B, R, G)')
  }

  texts(key: string): string[] | undefined {
    const value = this.value(key)
    if (value === undefined || isTextList(value)) return value
    return this.problem(key, 'a list of text')
  }

  images(key: string): ScryfallImageUris | undefined {
    const value = this.value(key)
    if (value === undefined) return undefined
    if (!isJsonObject(value)) return this.problem(key, 'an object of image links')
    const images: ScryfallImageUris = {}
    const inner = new FieldReader(value, `${this.where}${key}.`, this.problems)
    setIf(images, 'small', inner.text('small'))
    setIf(images, 'normal', inner.text('normal'))
    return images
  }

  /** The objects of a list field, each with its own reader. */
  objects(key: string): FieldReader[] | undefined {
    const value = this.value(key)
    if (value === undefined) return undefined
    if (!Array.isArray(value) || !value.every(isJsonObject)) {
      return this.problem(key, 'a list of objects')
    }
    return value.map(
      (item, i) => new FieldReader(item, `${this.where}${key}[${i}].`, this.problems),
    )
  }
}
