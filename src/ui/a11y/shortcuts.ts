/**
 * Every keyboard shortcut the table offers, in one list: the shortcut sheet shows this, so a key
 * added to the app without a line here is a key nobody learns. Keys are written as they are
 * printed on a keyboard; each inner list is one combination, pressed together. Where a feature
 * exports its keys (TURN_KEYS), they are read from there.
 */
import { LIFE_KEY } from '../life/useLifeHotkey'
import { TURN_KEYS } from '../turns/useTurnHotkeys'

export interface Shortcut {
  /** Alternatives, each a combination: [['Ctrl', 'Shift', 'Z'], ['Ctrl', 'Y']]. */
  keys: readonly (readonly string[])[]
  does: string
}

export interface ShortcutGroup {
  title: string
  shortcuts: readonly Shortcut[]
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere on the table',
    shortcuts: [
      { keys: [['Ctrl', 'Z']], does: 'Undo' },
      {
        keys: [
          ['Ctrl', 'Shift', 'Z'],
          ['Ctrl', 'Y'],
        ],
        does: 'Redo',
      },
      { keys: [[TURN_KEYS.nextStep]], does: 'Next step' },
      { keys: [[TURN_KEYS.endTurn]], does: 'End the turn' },
      { keys: [[LIFE_KEY]], does: 'Life effects: damage, life, poison, restrictions, concede' },
      { keys: [['/'], ['Ctrl', 'K']], does: 'Find a card' },
      { keys: [['Tab'], ['Shift', 'Tab']], does: 'Go to the next or previous card or control' },
      { keys: [['?']], does: 'Show these keyboard shortcuts' },
    ],
  },
  {
    title: 'On a card',
    shortcuts: [
      {
        keys: [['Enter'], ['Space']],
        does: 'Tap or untap a permanent, or play a card from hand (in combat: choose an attacker or blocker)',
      },
      { keys: [['M']], does: 'Pick the card up to move it' },
      { keys: [['T']], does: 'Transform a double-faced permanent' },
      { keys: [['Menu'], ['Shift', 'F10']], does: "Open the card's actions" },
    ],
  },
  {
    title: 'While moving a card',
    shortcuts: [
      { keys: [['↑'], ['↓'], ['←'], ['→']], does: 'Go to the next zone that way' },
      { keys: [['Enter'], ['Space'], ['M']], does: 'Drop the card there' },
      { keys: [['Esc']], does: 'Put the card back' },
    ],
  },
  {
    title: 'In menus, lists and dialogs',
    shortcuts: [
      { keys: [['↑'], ['↓']], does: 'Go to the next or previous item' },
      { keys: [['Home'], ['End']], does: 'Go to the first or last menu item' },
      { keys: [['Enter']], does: 'Choose the item' },
      { keys: [['Esc']], does: 'Close the menu or dialog' },
    ],
  },
]
