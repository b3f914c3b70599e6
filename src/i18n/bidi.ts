/**
 * User text inside the app's sentences is bidi-isolated (issue 27): a player, deck or card name
 * that holds right-to-left letters or an unterminated override (U+202E) must not reorder the
 * sentence around it. Unicode's isolates (FSI … PDI, UAX #9) wrap such a value; a value with no
 * right-to-left letters and no bidi controls cannot disturb the order, and stays as it is.
 */
import { balanceBidi } from '../engine/core'

const FSI = '\u2068'
const PDI = '\u2069'

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko…) and the bidi controls. */
const NEEDS_ISOLATION =
  /[\u0590-\u08FF\u200E\u200F\u202A-\u202E\u2066-\u2069\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u

/** `value` isolated, its own controls balanced first so it cannot close the isolate (issue 40). */
export function isolateBidi(value: string): string {
  return NEEDS_ISOLATION.test(value) ? `${FSI}${balanceBidi(value)}${PDI}` : value
}
