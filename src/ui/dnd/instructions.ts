/** The id of the hidden text that tells screen reader users how to handle a card. */
export const CARD_INSTRUCTIONS_ID = 'card-instructions'

export const CARD_INSTRUCTIONS =
  'Enter taps a permanent or plays a card from hand. To move a card, press M, choose a zone with the arrow keys, and press Enter to drop or Escape to cancel. T transforms a double-faced permanent. The context menu key or Shift+F10 opens its actions.'
