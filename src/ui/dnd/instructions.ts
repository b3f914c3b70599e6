/** The id of the hidden text that tells screen reader users how to handle a card. */
export const CARD_INSTRUCTIONS_ID = 'card-instructions'

/** The text itself is the "dnd" catalog's `dnd.instructions`. */
