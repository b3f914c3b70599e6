// @vitest-environment jsdom
// The life panel, the end of the game, the turn controls, the mulligans and the flip labels in
// Spanish and Brazilian Portuguese (issue #11): found by their own names, with no English left.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { card, type CardData } from '../../src/engine'
import { i18n, setLanguage } from '../../src/i18n/i18n'
import { useGame, useUi } from '../../src/store'
import { FaceDownPeek } from '../../src/ui/flip/FaceDownPeek'
import { copyNote } from '../../src/ui/flip/ownName'
import { GameOverDialog } from '../../src/ui/life/GameOverDialog'
import { LifePanel } from '../../src/ui/life/LifePanel'
import { MulliganDecision } from '../../src/ui/mulligan/MulliganDecision'
import { MulliganStatus } from '../../src/ui/mulligan/MulliganStatus'
import { StepReminders } from '../../src/ui/turns/StepReminders'
import { TurnControls } from '../../src/ui/turns/TurnControls'
import { UpcomingTurns } from '../../src/ui/turns/UpcomingTurns'
import { act, newGame, putOntoBattlefield } from '../fixtures/game'
import { resetStores } from './tableHarness'

beforeEach(resetStores)

async function speak(lng: 'es' | 'pt-BR') {
  await setLanguage(lng)
  await i18n.changeLanguage(lng)
}

const howlingMine: CardData = {
  name: 'Howling Mine',
  mana_cost: '{2}',
  type_line: 'Artifact',
  oracle_text:
    "At the beginning of each player's draw step, if Howling Mine is untapped, that player draws an additional card.",
  layout: 'normal',
}

describe('the life panel in Spanish', () => {
  it('names its operations and fields in Spanish, and checks numbers in Spanish', async () => {
    await speak('es')
    const user = userEvent.setup()
    useGame.getState().loadGame(newGame())
    render(<LifePanel team="A" onClose={() => {}} />)
    const panel = screen.getByRole('dialog', { name: 'Efectos de vida' })
    const q = within(panel)
    expect(q.getByRole('combobox', { name: 'Tú (el jugador que actúa)' })).toHaveValue('A1')
    expect(q.getByRole('tablist', { name: 'Operaciones' })).toBeInTheDocument()

    await user.click(q.getByRole('tab', { name: 'Perder vidas' }))
    await user.type(q.getByRole('textbox', { name: 'Vidas perdidas' }), 'x4')
    await user.click(q.getByRole('button', { name: 'Perder vidas' }))
    expect(q.getByRole('alert')).toHaveTextContent(
      'Vidas perdidas debe ser un número, y «x4» no lo es.',
    )
    expect(useGame.getState().game?.teams.A.life).toBe(60)

    await user.click(q.getByRole('tab', { name: 'Restricciones' }))
    expect(q.getByRole('checkbox', { name: 'A1: no puede ganar vidas' })).not.toBeChecked()

    expect(screen.queryByRole('dialog', { name: 'Life effects' })).toBeNull()
    for (const english of ['Lose life', 'Damage', 'Pay life', 'Restrictions', 'Concede'])
      expect(q.queryByRole('tab', { name: english })).toBeNull()
    expect(panel).not.toHaveTextContent(/Team|life|Player|Can’t/)
  })
})

describe('the end of the game in Brazilian Portuguese', () => {
  it('says who won and why, with the rule, and offers a rematch', async () => {
    await speak('pt-BR')
    useGame.getState().loadGame(act(newGame(), { type: 'player/concede', player: 'A1' }))
    render(<GameOverDialog onClose={() => {}} />)
    const end = screen.getByRole('dialog', { name: 'A equipe B vence' })
    expect(end).toHaveTextContent('B1 e B2 vencem a partida.')
    expect(end).toHaveTextContent(
      'Equipe A perde: A1 concedeu, e a equipe inteira sai da partida (810.8b).',
    )
    expect(within(end).getByRole('combobox', { name: 'Quem começa a revanche' })).toHaveValue('A')
    for (const name of ['Desfazer', 'Nova partida', 'Revanche'])
      expect(within(end).getByRole('button', { name })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Team B wins' })).toBeNull()
    expect(end).not.toHaveTextContent(/wins|loses|Team|Rematch|Undo/)
  })
})

describe('the turns in Spanish', () => {
  it('offers the next step, the end of the turn and the triggers in Spanish', async () => {
    await speak('es')
    const { state } = putOntoBattlefield(newGame(), 'A1', howlingMine)
    // Team B's turn, on Team B's screen: only the active team moves the turn (805.4a).
    useUi.setState({ viewingTeam: 'B' })
    useGame.getState().loadGame(act(state, { type: 'turn/end' }, { type: 'turn/nextStep' }))
    const { container } = render(
      <>
        <TurnControls />
        <UpcomingTurns />
        <StepReminders />
      </>,
    )
    const next = screen.getByRole('button', { name: 'Siguiente paso' })
    expect(next).toHaveAttribute('title', 'Siguiente paso (N)')
    expect(screen.getByRole('button', { name: 'Terminar turno' })).toBeInTheDocument()
    expect(container).toHaveTextContent('Después: Equipo A')
    const triggers = screen.getByRole('region', { name: 'Habilidades disparadas: Paso de robar' })
    expect(within(triggers).getByRole('heading')).toHaveTextContent('Al comienzo del paso de robar')
    expect(within(triggers).getByRole('button', { name: 'Hecho: Howling Mine ×2' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Next step' })).toBeNull()
    expect(container).not.toHaveTextContent(/Next|Team|Done|Hide|At the beginning of the/)
  })
})

describe('the mulligans in Brazilian Portuguese', () => {
  it('asks keep or mulligan, with the price, in Portuguese', async () => {
    await speak('pt-BR')
    useGame.getState().loadGame(newGame({ skipMulligans: false }))
    const { container } = render(
      <>
        <MulliganStatus acting="A1" />
        <MulliganDecision player="A1" onDecide={() => {}} onPreview={() => {}} />
      </>,
    )
    expect(screen.getByRole('heading', { name: 'A1: manter ou fazer mulligan?' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Manter' })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Mulligan (próximo: 0 no fundo, grátis)' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Mão de A2' })).toHaveTextContent(
      'Mão de A2 · 7 cards · decidindo',
    )
    const seats = screen.getByRole('list', { name: 'Mulligans até agora' })
    expect(within(seats).getAllByRole('listitem')[0]).toHaveTextContent(
      '7 cards na mão · 0 mulligan feito',
    )
    expect(screen.queryByRole('button', { name: 'Keep' })).toBeNull()
    expect(container).not.toHaveTextContent(/Your hand|Keep|Deciding|free|Shuffle|hand/)
  })
})

describe('the flip labels in Spanish', () => {
  it('names a face-down card and a copy in Spanish', async () => {
    await speak('es')
    render(<FaceDownPeek />)
    expect(screen.getByText('Carta boca abajo')).toBeInTheDocument()
    expect(screen.queryByText('Face-down card')).toBeNull()
    const clone: CardData = { name: 'Clone', type_line: 'Creature', layout: 'normal' }
    const { state, id } = putOntoBattlefield(newGame(), 'A1', clone)
    const view = { ...card(state, id), copyOf: 'Gatstaf Howler' }
    expect(copyNote(view, clone)).toBe('Clone — copia de Gatstaf Howler')
  })
})
