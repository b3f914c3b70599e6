/** Focus the first control inside the element (a card first), or the element itself. */
export function focusIn(selector: string): void {
  const zone = document.querySelector<HTMLElement>(selector)
  if (!zone) return
  const first = zone.querySelector<HTMLElement>(
    '[data-card-id][tabindex="0"], button, [tabindex="0"]',
  )
  if (first) {
    first.focus()
    return
  }
  if (!zone.hasAttribute('tabindex')) zone.tabIndex = -1
  zone.focus()
}

/** The seated team's first hand in seat order: where a hand-off leaves the keyboard. */
export function handSelector(seat: string): string {
  return `[data-zone="${seat}:hand"]`
}
