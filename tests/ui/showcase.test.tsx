// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../src/i18n/i18n'
import { flushAutosave, readSave, useGame } from '../../src/store'
import { Showcase } from '../../src/ui/showcase/Showcase'
import { openShowcase, useShowcaseRoute } from '../../src/ui/showcase/showcaseRoute'
import { resetStores } from './tableHarness'

beforeEach(resetStores)

/** Every step in order: its English title and the rule it shows. */
const STEPS: [string, string][] = [
  ['Transforming keeps counters and Auras', '712.18'],
  ['A single-faced card can’t transform', '701.27c'],
  ['A copy takes only the face that is up', '707.8'],
  ['A copy of a double-faced card can’t transform', '712.9'],
  ['A double-faced card that copies something still transforms', '712.9'],
  ['A token copy of a double-faced card can transform', '707.8a'],
  ['Ixidron can’t turn a double-faced card face down', '712.16'],
  ['A manifested double-faced card', '712.15a'],
  ['Explore reveals a land', '701.44a'],
  ['Explore reveals a nonland card', '701.44a'],
  ['Explore with an empty library', '701.44b'],
]

const title = () => screen.getByRole('heading', { level: 2 })
const stepNav = () => screen.getByRole('navigation', { name: 'Steps' })

async function openIt() {
  const user = userEvent.setup()
  render(<Showcase />)
  await screen.findByRole('heading', { level: 2, name: STEPS[0]?.[0] ?? '' })
  return user
}

/** Presses each of the step's moves in turn (the first option of a choice). */
async function doEveryMove(user: ReturnType<typeof userEvent.setup>) {
  for (;;) {
    const next = document.querySelector<HTMLElement>('.showcase-moves li.is-next button')
    if (!next) return
    await user.click(next)
  }
}

/** The app-wide language picker; a language's words load before the page switches to it. */
async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, name: string, lng: string) {
  await user.selectOptions(screen.getByRole('combobox', { name }), lng)
  await waitFor(() => expect(i18n.language).toBe(lng), { timeout: 5000 })
}

describe('the transform showcase', () => {
  it('walks through every step with Next: title, rule number, moves, notice', async () => {
    const user = await openIt()
    for (const [i, [name, rule]] of STEPS.entries()) {
      expect(title()).toHaveTextContent(name)
      expect(screen.getByText(`Rule ${rule}`)).toBeVisible()
      expect(within(stepNav()).getByText(`Step ${i + 1} of ${STEPS.length}`)).toBeInTheDocument()
      await doEveryMove(user)
      expect(screen.getByText('What to notice:')).toBeInTheDocument()
      expect(screen.queryByRole('alert')).toBeNull()
      const next = within(stepNav()).getByRole('button', { name: 'Next' })
      if (i < STEPS.length - 1) await user.click(next)
      else expect(next).toBeDisabled()
    }
    expect(useGame.getState().game).toBeNull()
    await flushAutosave()
    expect((await readSave()).kind).toBe('none')
  }, 30_000)

  it('flips Gatstaf Shepherd on the first step, counter and Aura kept, and starts over', async () => {
    const user = await openIt()
    const shepherd = screen.getByRole('button', { name: 'Gatstaf Shepherd' })
    expect(shepherd).toHaveAttribute('data-face', 'front')
    await user.click(screen.getByRole('button', { name: 'Transform Gatstaf Shepherd' }))
    const howler = screen.getByRole('button', { name: 'Gatstaf Howler' })
    expect(howler).toBe(shepherd)
    expect(howler).toHaveAttribute('data-face', 'back')
    expect(howler.querySelector('.flip-face:not([aria-hidden])')).toHaveTextContent('4/4')
    expect(screen.getByRole('button', { name: 'Pacifism' })).toBeInTheDocument()
    expect(screen.getByText(/transformed Gatstaf Shepherd into Gatstaf Howler/)).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByRole('button', { name: 'Gatstaf Shepherd' })).toHaveAttribute(
      'data-face',
      'front',
    )
  })

  it('moves with the arrow keys, Home and End', async () => {
    const user = await openIt()
    await user.keyboard('{ArrowRight}')
    expect(title()).toHaveTextContent(STEPS[1]?.[0] ?? '')
    await user.keyboard('{End}')
    expect(title()).toHaveTextContent(STEPS[10]?.[0] ?? '')
    await user.keyboard('{ArrowRight}')
    expect(title()).toHaveTextContent(STEPS[10]?.[0] ?? '')
    await user.keyboard('{ArrowLeft}')
    expect(title()).toHaveTextContent(STEPS[9]?.[0] ?? '')
    await user.keyboard('{Home}')
    expect(title()).toHaveTextContent(STEPS[0]?.[0] ?? '')
    await user.click(within(stepNav()).getByRole('button', { name: 'Back' }))
    expect(title()).toHaveTextContent(STEPS[0]?.[0] ?? '')
  })

  it('speaks Spanish and Portuguese', async () => {
    const user = await openIt()
    await chooseLanguage(user, 'Language', 'es')
    expect(title()).toHaveTextContent('Transformarse conserva contadores y Auras')
    expect(screen.getByText('Regla 712.18')).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Pasos' })).toHaveTextContent('Paso 1 de 11')
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    expect(title()).toHaveTextContent('Una carta de una sola cara no puede transformarse')
    await chooseLanguage(user, 'Idioma', 'pt-BR')
    expect(title()).toHaveTextContent('Um card de uma face só não pode se transformar')
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeInTheDocument()
  })

  it('exits back to where the app was', async () => {
    openShowcase()
    expect(window.location.search).toBe('?showcase')
    const user = await openIt()
    await user.click(screen.getByRole('button', { name: 'Exit' }))
    expect(useShowcaseRoute.getState().open).toBe(false)
    expect(window.location.search).toBe('')
  })
})
