/**
 * Commanders with partner abilities (702.124), built inline for the partner tests.
 */
import { card, legend } from './cards'

const PARTNER_REMINDER = 'Partner (You can have two commanders if both have partner.)'

export const ARDENN = legend('Ardenn, Intrepid Archaeologist', '{2}{W}', {
  oracle_text: `At the beginning of combat on your turn, you may attach any number of Auras and Equipment you control to target permanent or creature you control.\n${PARTNER_REMINDER}`,
})
export const SAKASHIMA = legend('Sakashima of a Thousand Faces', '{3}{U}', {
  oracle_text: `You may have Sakashima of a Thousand Faces enter as a copy of another creature you control, except it has Sakashima of a Thousand Faces's other abilities.\n${PARTNER_REMINDER}`,
})
/** Inside Ardenn + Sakashima's combined identity only (702.124c). */
export const AZORIUS_CARD = card('Azorius Signet', {
  mana_cost: '{2}',
  oracle_text: '{1}, {T}: Add {W}{U}.',
})

export const PIR = legend('Pir, Imaginative Rascal', '{2}{G}', {
  oracle_text:
    'Partner with Toothy, Imaginative Friend (When this creature enters, target player may put Toothy into their hand from their library, then shuffle.)\nIf one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.',
})
export const TOOTHY = legend('Toothy, Imaginative Friend', '{3}{U}', {
  oracle_text:
    'Partner with Pir, Imaginative Rascal (When this creature enters, target player may put Pir into their hand from their library, then shuffle.)\nWhenever you draw a card, put a +1/+1 counter on Toothy, Imaginative Friend.',
})
export const KRAUM = legend('Kraum, Violent Cacophony', '{2}{R}', {
  oracle_text: 'Partner with Toothy, Imaginative Friend\nFlying',
})

export const ELMAR = legend('Elmar, Ulvenwald Informant', '{2}{G}', {
  oracle_text: 'Partner—Friends forever (You can have two commanders if both have this ability.)',
})
export const SOPHINA = legend('Sophina, Spearsage Deserter', '{2}{R}', {
  oracle_text: 'Partner—Friends forever (You can have two commanders if both have this ability.)',
})
/** Printed before the ability was renamed 'Partner—Friends forever'. */
export const OLD_FRIEND = legend('Old Friend', '{1}{B}', {
  oracle_text: 'Friends forever (You can have two commanders if both have friends forever.)',
})
export const SURVIVOR = legend('Hargilde, Survivor', '{1}{W}', {
  oracle_text: 'Partner—Survivors (You can have two commanders if both have this ability.)',
})

export const WILSON = legend('Wilson, Refined Grizzly', '{1}{G}', {
  type_line: 'Legendary Creature — Bear Warrior',
  oracle_text:
    'Choose a Background (You can have a Background as a second commander.)\nReach, trample, ward {2}',
})
export const BACKGROUND = card('Raised by Giants', {
  mana_cost: '{5}{G}',
  type_line: 'Legendary Enchantment — Background',
  oracle_text:
    'Commander creatures you own have base power and toughness 10/10 and are Giants in addition to their other types.',
})

export const ROSE = legend('Rose Tyler', '{1}{W}', {
  oracle_text:
    "Doctor's companion (You can have two commanders if the other is the Doctor.)\nAt the beginning of your end step, put a charge counter on target artifact.",
})
export const DOCTOR = legend('The Tenth Doctor', '{2}{W}', {
  type_line: 'Legendary Creature — Time Lord Doctor',
})
