/**
 * Whether focus came to `el` from the keyboard (or a script after a key), not from a click: a
 * click on a card is for acting on it, and its reader comes from the pointer resting there.
 */
export function fromKeyboard(el: Element): boolean {
  try {
    return el.matches(':focus-visible')
  } catch {
    // A DOM without :focus-visible (the component tests' jsdom): focus is the keyboard's.
    return true
  }
}
