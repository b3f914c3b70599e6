import type { TeamId } from '../../engine'
import { resetUiStore, useGame, useUi } from '../../store'
import { rematchSetup } from './rematchSetup'

function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 1
}

/**
 * Same players and decks, a new shuffle. With mulligans, their screen hands the device round;
 * without, the device goes to the team that starts, behind the curtain.
 */
export function startRematch(startingTeam: TeamId): void {
  const { fullGame: game, startGame } = useGame.getState()
  if (!game) return
  const setup = rematchSetup(game, randomSeed(), startingTeam)
  startGame(setup)
  resetUiStore()
  // Without mulligans the first hands show at once: the starting team confirms behind the curtain.
  if (setup.skipMulligans) useUi.getState().curtainFor(startingTeam)
}

/** Back to the setup screen, as the top bar's "New game" does once confirmed. */
export function leaveForNewGame(): void {
  useGame.getState().newGame()
  resetUiStore()
}
