/** The life tests' harness: both totals and the dialogs, lighter than the whole table. */
import { render, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import type { GameState } from '../../src/engine'
import { useGame } from '../../src/store'
import { DialogHost } from '../../src/ui/menu/DialogHost'
import { TeamLife } from '../../src/ui/table/TeamLife'
import { newGame } from '../fixtures/game'

export const life = (team: 'A' | 'B') =>
  document.querySelector(`[data-team-life="${team}"]`)?.textContent

export const poison = (team: 'A' | 'B') =>
  document.querySelector(`[data-team-poison="${team}"]`)?.textContent

export function renderLife(start: GameState) {
  useGame.getState().loadGame(start)
  return render(
    <>
      <TeamLife team="B" />
      <TeamLife team="A" />
      <DialogHost />
    </>,
  )
}

/** Opens the panel from Team A's button; `q` queries inside it. */
export async function openPanel(start: GameState = newGame()) {
  const user = userEvent.setup()
  renderLife(start)
  await user.click(screen.getByRole('button', { name: 'Team A: life effects…' }))
  const panel = screen.getByRole('dialog', { name: 'Life effects' })
  return { user, panel, q: within(panel) }
}

export async function choose(user: UserEvent, panel: HTMLElement, tab: string) {
  await user.click(within(panel).getByRole('tab', { name: tab }))
  expect(within(panel).getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
}

/** Replaces what a number box holds; '' leaves it empty. */
export async function type(user: UserEvent, panel: HTMLElement, field: string, text: string) {
  const box = within(panel).getByRole('textbox', { name: field })
  await user.clear(box)
  if (text) await user.type(box, text)
}
