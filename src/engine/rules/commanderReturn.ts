/**
 * Answering 903.9: the owner moves the commander to the command zone instead, or leaves it where
 * it went. A standing answer ('always' / 'never') answers in the same action that moved the card,
 * so it is one undo step; 'ask' leaves the choice open for `commander/return`.
 */
import { refuse } from '../errors'
import { message } from '../message'
import { addLog, getCard, getPlayer, playerName } from '../state'
import type { CommanderChoice, CommanderReturnAnswer, GameState, PlayerId } from '../types'
import { cardWord } from '../words'
import { pendingChoices } from './commanderChoices'
import type { Handlers } from './handlers'
import { moveCard } from './zones'

const RULE: Record<CommanderChoice['zone'], string> = {
  graveyard: '903.9a',
  exile: '903.9a',
  hand: '903.9b',
  library: '903.9b',
}

const PREFERENCE_SET: Record<CommanderReturnAnswer, string> = {
  ask: 'log.commander.preference.ask',
  always: 'log.commander.preference.always',
  never: 'log.commander.preference.never',
}

export function standingAnswer(s: GameState, player: PlayerId): CommanderReturnAnswer {
  return s.commanderReturn?.[player] ?? 'ask'
}

/**
 * `standing`: the standing answer that answered, if one did. The log line carries the choice
 * itself (card id, owner, zone), so the table can say what a standing answer did.
 */
function answer(
  s: GameState,
  choice: CommanderChoice,
  home: boolean,
  standing?: CommanderReturnAnswer,
): GameState {
  const words = {
    card: cardWord(s, choice.card),
    player: playerName(s, choice.owner),
    commander: choice.card,
    owner: choice.owner,
    zone: choice.zone,
    ...(standing === undefined ? {} : { standing }),
  }
  if (home) {
    const said = addLog(s, message('log.commander.sentHome', words), RULE[choice.zone])
    return moveCard(said, choice.owner, choice.card, 'command')
  }
  const rest = pendingChoices(s).filter((q) => q.card !== choice.card)
  return addLog({ ...s, commanderChoices: rest }, message('log.commander.staysPut', words))
}

/** Open choices whose owner has a standing answer are answered now, in the same action. */
export function applyStandingAnswers(s: GameState): GameState {
  let next = s
  for (const choice of pendingChoices(s)) {
    const standing = standingAnswer(next, choice.owner)
    if (standing !== 'ask') next = answer(next, choice, standing === 'always', standing)
  }
  return next
}

export const commanderReturnHandlers: Handlers = {
  'commander/return': (s, a) => {
    getPlayer(s, a.player)
    getCard(s, a.card)
    const choice = pendingChoices(s).find((q) => q.card === a.card)
    if (!choice) {
      refuse('NO_CHOICE', message('commander.noChoice', { card: cardWord(s, a.card) }), '903.9')
    }
    if (choice.owner !== a.player) {
      const owner = playerName(s, choice.owner)
      refuse('NOT_YOUR_COMMANDER', message('commander.notYourChoice', { owner }), '903.9')
    }
    return answer(s, choice, a.home === true)
  },
  'commander/returnPreference': (s, a) => {
    getPlayer(s, a.player)
    if (a.answer !== 'ask' && a.answer !== 'always' && a.answer !== 'never') {
      refuse('BAD_CHOICE', message('commander.badPreference', { value: String(a.answer) }))
    }
    const commanderReturn = { ...s.commanderReturn, [a.player]: a.answer }
    const said = addLog(
      { ...s, commanderReturn },
      message(PREFERENCE_SET[a.answer], { player: playerName(s, a.player) }),
      '903.9',
    )
    // The new answer applies at once to that player's open choices.
    return applyStandingAnswers(said)
  },
}
