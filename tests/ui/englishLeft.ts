/**
 * Finds English words of one namespace left on the page after a language switch: the literal
 * pieces of each English catalog value (between its slots) that the other language says
 * differently, searched as whole words in an element's text and its accessible names.
 */
const SLOT = /\{\{\s*\w+\s*\}\}/

function pieces(english: Record<string, string>, other: Record<string, string>): string[] {
  const found = new Set<string>()
  for (const [key, text] of Object.entries(english)) {
    if (other[key] === text) continue
    for (const piece of text.split(SLOT)) {
      const trimmed = piece.trim()
      // Only pieces with a real word: "(", "→" or "—" belong to every language.
      if (/[A-Za-z]{4,}/.test(trimmed)) found.add(trimmed)
    }
  }
  return [...found]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What a user meets in an element: its text, and the names and hints of everything in it. */
function shown(element: Element): string[] {
  const attributes = ['aria-label', 'title', 'aria-description', 'placeholder', 'alt']
  const nodes = [element, ...element.querySelectorAll('*')]
  return [
    element.textContent ?? '',
    ...nodes.flatMap((node) => attributes.map((name) => node.getAttribute(name) ?? '')),
  ]
}

export function englishLeft(
  element: Element,
  english: Record<string, string>,
  other: Record<string, string>,
): string[] {
  const texts = shown(element)
  return pieces(english, other).filter((piece) => {
    const word = new RegExp(`(?<![\\p{L}])${escape(piece)}(?![\\p{L}])`, 'u')
    return texts.some((text) => word.test(text))
  })
}
