/**
 * Taking a suggestion: the name on one line of a decklist becomes the suggested one, and
 * everything else on the line (count, set code, markers) and in the list stays as written.
 */
function namePattern(written: string): RegExp {
  const escaped = written
    .trim()
    .split(/\s*\/\/?\s*/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'))
    .join('\\s*//?\\s*')
  return new RegExp(escaped, 'i')
}

/** `text` with `written` on line `line` (1-based) replaced by `replacement`; unchanged if absent. */
export function replaceCardName(
  text: string,
  line: number,
  written: string,
  replacement: string,
): string {
  // Separators kept, so a list with Windows line ends keeps them.
  const parts = text.split(/(\r\n|\r|\n)/)
  const at = (line - 1) * 2
  const content = parts[at]
  if (content === undefined) return text
  const pattern = namePattern(written)
  if (!pattern.test(content)) return text
  parts[at] = content.replace(pattern, () => replacement)
  return parts.join('')
}
