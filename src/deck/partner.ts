/**
 * The partner family (CR 702.124) for deck checks: the rule itself is the engine's (game setup
 * asks the same one); here only how an ability reads in a deck problem.
 */
import type { Message } from '../engine/core'
import type { PartnerAbility } from '../engine/cardRules'
import { deckMessage } from './messages'

// The engine's rule-free card readers (cardRules.ts), not its index: deck checks run on the
// setup screen, before the rules core is loaded (engineLoader.ts).
export type { PartnerAbility } from '../engine/cardRules'
export { canPartner, isBackground, isTimeLordDoctor, partnerAbilities } from '../engine/cardRules'

/** How the ability reads on the card, for messages: 'Partner—Friends forever'. */
export function describeAbility(ability: PartnerAbility): Message {
  switch (ability.kind) {
    case 'partner':
      return deckMessage('ability.partner')
    case 'partnerText':
      return deckMessage('ability.partnerText', { text: ability.text })
    case 'partnerWith':
      return deckMessage('ability.partnerWith', { name: ability.name })
    case 'chooseBackground':
      return deckMessage('ability.chooseBackground')
    case 'doctorsCompanion':
      return deckMessage('ability.doctorsCompanion')
  }
}
