// @vitest-environment jsdom
// The cards' words (useWords) follow a language switch while the table is up, as useTranslation's
// did: the words cached for one language are never shown in another.
import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { setLanguage } from '../../src/i18n/i18n'
import { useWords } from '../../src/i18n/useWords'

function Probe({ count }: { count: number }) {
  const t = useWords('card')
  return (
    <p>
      <span>{t('card.back')}</span>
      <span>{t('card.damage', { count })}</span>
    </p>
  )
}

it('says a card back and its damage in the language chosen, switching while shown', async () => {
  render(<Probe count={2} />)
  expect(screen.getByText('Card back')).toBeInTheDocument()
  expect(screen.getByText('2 dmg')).toBeInTheDocument()

  await act(() => setLanguage('es'))
  expect(screen.getByText('Reverso de carta')).toBeInTheDocument()
  expect(screen.queryByText('Card back')).not.toBeInTheDocument()

  await act(() => setLanguage('en'))
  expect(screen.getByText('Card back')).toBeInTheDocument()
})
