/**
 * Every keyboard shortcut the table offers, in one list: the shortcut sheet shows this, so a key
 * added to the app without a line here is a key nobody learns. Keys are written as they are
 * printed on a keyboard; each inner list is one combination, pressed together. Where a feature
 * exports its keys (TURN_KEYS), they are read from there. The words are the "a11y" catalog's:
 * `doesKey` / `titleKey` say them in the interface's language, `does` / `title` are the English.
 */
import english from '../../i18n/locales/en/later/a11y.json'
import { LIFE_KEY } from '../life/useLifeHotkey'
import { ATTACK_KEY } from '../combat/useAttackHotkey'
import { PASS_KEY } from '../table/usePassHotkey'
import { TURN_KEYS } from '../turns/useTurnHotkeys'
import { READER_KEY } from '../card/previewIntent'

export interface Shortcut {
  /** Alternatives, each a combination: [['Ctrl', 'Shift', 'Z'], ['Ctrl', 'Y']]. */
  keys: readonly (readonly string[])[]
  does: string
  doesKey: string
}

export interface ShortcutGroup {
  title: string
  titleKey: string
  shortcuts: readonly Shortcut[]
}

type A11yKey = keyof typeof english

const does = (keys: Shortcut['keys'], key: A11yKey): Shortcut => ({
  keys,
  does: english[key],
  doesKey: key,
})

const group = (key: A11yKey, shortcuts: readonly Shortcut[]): ShortcutGroup => ({
  title: english[key],
  titleKey: key,
  shortcuts,
})

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  group('a11y.group.table', [
    does([['Ctrl', 'Z']], 'a11y.do.undo'),
    does(
      [
        ['Ctrl', 'Shift', 'Z'],
        ['Ctrl', 'Y'],
      ],
      'a11y.do.redo',
    ),
    does([[TURN_KEYS.nextStep]], 'a11y.do.nextStep'),
    does([[TURN_KEYS.endTurn]], 'a11y.do.endTurn'),
    does([[ATTACK_KEY]], 'a11y.do.attack'),
    does([[LIFE_KEY]], 'a11y.do.life'),
    does([[PASS_KEY]], 'a11y.do.pass'),
    does([['/'], ['Ctrl', 'K']], 'a11y.do.find'),
    does([['Tab'], ['Shift', 'Tab']], 'a11y.do.tab'),
    does([['?']], 'a11y.do.help'),
  ]),
  group('a11y.group.card', [
    does([['Enter'], ['Space']], 'a11y.do.enter'),
    does([['M']], 'a11y.do.move'),
    does([['T']], 'a11y.do.transform'),
    does([[READER_KEY]], 'a11y.do.read'),
    does([['Menu'], ['Shift', 'F10']], 'a11y.do.menu'),
  ]),
  group('a11y.group.moving', [
    does([['↑'], ['↓'], ['←'], ['→']], 'a11y.do.zone'),
    does([['Enter'], ['Space'], ['M']], 'a11y.do.drop'),
    does([['Esc']], 'a11y.do.putBack'),
  ]),
  group('a11y.group.menus', [
    does([['↑'], ['↓']], 'a11y.do.item'),
    does([['Home'], ['End']], 'a11y.do.firstLast'),
    does([['Enter']], 'a11y.do.choose'),
    does([['Esc']], 'a11y.do.close'),
  ]),
]
