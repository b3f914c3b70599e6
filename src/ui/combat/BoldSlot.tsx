/** Stands in for the slot while the sentence is said: a character no translation contains. */
const MARK = '\u2063'

/**
 * A catalog sentence with one slot in bold, wherever the language puts it. The value is placed
 * as text, never read as markup, so a player named "<b>" stays a name.
 */
export function BoldSlot({ say, value }: { say: (slot: string) => string; value: string }) {
  const [before = '', after = ''] = say(MARK).split(MARK)
  return (
    <>
      {before}
      <b>{value}</b>
      {after}
    </>
  )
}
