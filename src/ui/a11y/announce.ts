/**
 * Words for the table's polite live region (Announcer) from anywhere in the interface: what a
 * key did where nothing on screen takes the focus to say it (the card reader coming up).
 */
type Listener = (words: string) => void

const listeners = new Set<Listener>()

export function announce(words: string): void {
  for (const listener of listeners) listener(words)
}

export function onAnnounce(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
