// @vitest-environment jsdom
// Issue #11: a Spanish or Portuguese speaker runs a whole combat without meeting English.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { zone, type CardId, type GameState } from '../../src/engine'
import { i18n, setLanguage } from '../../src/i18n/i18n'
import en from '../../src/i18n/locales/en/later/combat.json'
import es from '../../src/i18n/locales/es/later/combat.json'
import ptBR from '../../src/i18n/locales/pt-BR/later/combat.json'
import { say } from '../../src/i18n/say'
import { useGame } from '../../src/store'
import { useCombatDraft } from '../../src/ui/combat/combatDraft'
import { act, creature, legend, newGame, putOntoBattlefield } from '../fixtures/game'
import { atStep, attack, block, scene } from '../engine/combatScene'
import { englishLeft } from './englishLeft'
import { cardElement, renderTable, resetStores } from './tableHarness'

beforeEach(async () => {
  await resetStores()
  useCombatDraft.getState().reset()
})

/** A1's commander Xira (3/3) attacks B1; A2's Pup (2/2) is blocked by B2's Guard (3/3). */
function damageScene(): GameState {
  let s = newGame({ commanders: { A1: [legend('Xira', { power: '3', toughness: '3' })] } })
  const xira = zone(s, 'A1', 'command')[0] as CardId
  s = act(
    s,
    { type: 'commander/cast', player: 'A1', card: xira },
    { type: 'card/move', player: 'A1', card: xira, to: 'battlefield' },
  )
  const put = (player: string, name: string, p: number, t: number) => {
    const r = putOntoBattlefield(s, player, creature(name, p, t))
    s = r.state
    return r.id
  }
  const pup = put('A2', 'Pup', 2, 2)
  const guard = put('B2', 'Guard', 3, 3)
  s = { ...s, turn: { ...s.turn, number: 2 } }
  s = attack(s, [
    { attacker: xira, target: 'B1' },
    { attacker: pup, target: 'B2' },
  ])
  s = block(s, 'B1', [])
  s = block(s, 'B2', [{ blocker: guard, attacker: pup }])
  return atStep(s, 'combatDamage')
}

describe('combat in Spanish and Portuguese', { timeout: 60_000 }, () => {
  it('picks and declares attackers in Spanish, with the cards saying so', async () => {
    await setLanguage('es')
    const user = userEvent.setup()
    const { s, ids } = scene({ ape: ['A1', creature('Raging Ape', 3, 3)] })
    renderTable(atStep(s, 'declareAttackers'))

    const panel = screen.getByRole('region', { name: 'Declarar atacantes' })
    expect(within(panel).getByRole('combobox', { name: 'Añadir un atacante' })).toBeEnabled()
    await user.click(within(panel).getByRole('button', { name: 'Todas' }))
    expect(within(panel).getByRole('combobox', { name: 'Raging Ape (A1) ataca a' })).toHaveValue(
      'B1',
    )
    expect(cardElement(ids.ape)).toHaveAttribute('aria-description', 'Atacará a B1')
    expect(within(panel).queryByRole('button', { name: 'Attack with 1 creature' })).toBeNull()
    expect(englishLeft(panel, en, es)).toEqual([])

    await user.click(within(panel).getByRole('button', { name: 'Atacar con 1 criatura' }))
    // No creature of team B can block: the turn is at the damage (509.1a).
    const declared = screen.getByRole('region', { name: 'Daño de combate' })
    expect(within(declared).getByText('sin bloquear')).toBeInTheDocument()
    // Attacking tapped it: the card says both.
    expect(cardElement(ids.ape)).toHaveAttribute(
      'aria-description',
      expect.stringContaining('Ataca a B1'),
    )
    expect(englishLeft(declared, en, es)).toEqual([])
  })

  it('previews and deals combat damage in Portuguese', async () => {
    await setLanguage('pt-BR')
    const user = userEvent.setup()
    renderTable(damageScene())

    const preview = screen.getByRole('region', { name: 'Prévia do dano' })
    expect(preview.querySelector('[data-preview-player="B1"]')).toHaveTextContent(
      'B1 sofre 3 de dano',
    )
    expect(preview).toHaveTextContent('Dano de comandante a B1 por Xira: 0 → 3/21')
    expect(preview).toHaveTextContent('Pup (A2) morre')
    expect(screen.getByRole('checkbox', { name: 'Prevenir todo o dano de combate' })).toBeVisible()
    const panel = screen.getByRole('region', { name: 'Dano de combate' })
    expect(englishLeft(panel, en, ptBR)).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(screen.getByRole('region', { name: 'Dano de combate causado' })).toBeInTheDocument()
  })

  it('says the "pick a blocker first" notice in Spanish, keeping English for the log', async () => {
    await setLanguage('es')
    const user = userEvent.setup()
    const { s, ids } = scene({
      giant: ['A1', creature('Hill Giant', 3, 3)],
      wall: ['B1', creature('Wall of Wood', 0, 3)],
    })
    // The defenders' screen: blocks are theirs to pick (509.1).
    renderTable(atStep(attack(s, [{ attacker: ids.giant }]), 'declareBlockers'), 'B')

    await user.click(cardElement(ids.giant))
    const notice = useGame.getState().notice
    expect(notice?.message).toBe(
      'To block Hill Giant, click one of your untapped creatures first, then this attacker.',
    )
    expect(notice?.detail && say(i18n.t, notice.detail)).toBe(
      'Para bloquear a Hill Giant, haz clic primero en una de tus criaturas enderezadas y luego en este atacante.',
    )
  })
})
