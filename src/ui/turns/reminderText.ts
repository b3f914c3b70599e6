/**
 * "…, that player draws an additional card." → "draws an additional card": what the trigger does
 * for each player it triggers for (805.4d), to write it out once per player. Null when the
 * ability does not say "that player".
 */
export function whatThatPlayerDoes(text: string): string | null {
  const found = /,\s*(?:if [^,]+,\s*)?that player (.+?)\.?$/i.exec(text.trim())
  return found?.[1] ?? null
}
