/**
 * Bidi controls in user text (player, team, deck and card names), balanced where the text enters
 * and where it is loaded (issue 40). An isolate (FSI … PDI, UAX #9) keeps its text from
 * reordering the sentence around it only while the text closes what it opens: a name holding a
 * stray PDI closed the isolate it was shown in, and an RLO after it reversed the rest of the
 * line. So a closer with nothing to close is dropped, and whatever stays open is closed at the
 * end. Pure: the engine and the schema use it alike.
 */
const PDF = '\u202C'
const PDI = '\u2069'
/** LRE, RLE, LRO, RLO: closed by PDF (X2–X5, X7). */
const EMBEDDINGS = new Set(['\u202A', '\u202B', '\u202D', '\u202E'])
/** LRI, RLI, FSI: closed by PDI (X5a–X5c, X6a). */
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068'])
const ANY_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u

export function balanceBidi(text: string): string {
  if (!ANY_CONTROL.test(text)) return text
  const open: ('embedding' | 'isolate')[] = []
  let out = ''
  for (const ch of text) {
    if (EMBEDDINGS.has(ch)) {
      open.push('embedding')
      out += ch
    } else if (ISOLATES.has(ch)) {
      open.push('isolate')
      out += ch
    } else if (ch === PDF) {
      // A PDF closes only an embedding opened since the last isolate (X7).
      if (open.at(-1) !== 'embedding') continue
      open.pop()
      out += ch
    } else if (ch === PDI) {
      // A PDI closes the last isolate and the embeddings opened inside it (X6a).
      const at = open.lastIndexOf('isolate')
      if (at < 0) continue
      for (; open.length > at + 1; open.pop()) out += PDF
      open.pop()
      out += ch
    } else {
      out += ch
    }
  }
  for (let kind = open.pop(); kind; kind = open.pop()) out += kind === 'embedding' ? PDF : PDI
  return out
}
