import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardData, PlayerId } from '../../engine'
import { loadSamplePool } from '../../cards/sampleDecks'
import { useGame } from '../../store'
import { usePlayerName } from '../usePlayerName'
import { Dialog } from '../common/Dialog'

/** Create tokens from the built-in token list. TODO(#8): any token from Scryfall. */
export function TokenDialog({ player, onClose }: { player: PlayerId; onClose: () => void }) {
  const owner = usePlayerName(player)
  const [tokens, setTokens] = useState<CardData[] | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState(0)
  const [countText, setCountText] = useState('1')
  const { t } = useTranslation('menu')

  useEffect(() => {
    let live = true
    loadSamplePool().then(
      (pool) => live && setTokens(pool.tokens),
      (error: unknown) => live && setFailed(String(error)),
    )
    return () => {
      live = false
    }
  }, [])

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    const all = (tokens ?? []).map((data, index) => ({ data, index }))
    return q === '' ? all : all.filter(({ data }) => describe(data).toLowerCase().includes(q))
  }, [tokens, query])
  const selected = tokens?.[chosen]
  const count = Number(countText)
  const valid = selected !== undefined && Number.isInteger(count) && count >= 1 && count <= 100
  const create = () => {
    if (!valid) return
    const done = useGame
      .getState()
      .dispatch({ type: 'token/create', player, data: selected, count })
    if (done) onClose()
  }

  return (
    <Dialog
      title={t('menu.token.title', { name: owner })}
      onClose={onClose}
      className="token-dialog"
      actions={
        <>
          <button type="button" onClick={onClose}>
            {t('menu.cancel')}
          </button>
          <button type="button" className="primary" disabled={!valid} onClick={create}>
            {t('menu.token.create')}
          </button>
        </>
      }
    >
      {failed && <p className="form-error">{t('menu.token.failed', { error: failed })}</p>}
      <label className="field">
        <span>{t('menu.token.search')}</span>
        <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      <label className="field">
        <span>{t('menu.token.token')}</span>
        <select
          size={8}
          value={String(chosen)}
          onChange={(e) => setChosen(Number(e.target.value))}
          onDoubleClick={create}
        >
          {tokens === null && <option disabled>{t('menu.token.loading')}</option>}
          {shown.map(({ data, index }) => (
            <option key={index} value={index}>
              {describe(data)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('menu.howMany')}</span>
        <input
          type="number"
          min={1}
          max={100}
          value={countText}
          onChange={(e) => setCountText(e.target.value)}
        />
      </label>
    </Dialog>
  )
}

function describe(t: CardData): string {
  const pt = t.power !== undefined ? ` ${t.power}/${t.toughness ?? '?'}` : ''
  const type = (t.type_line ?? '').replace(/^Token /, '')
  return `${t.name}${pt} — ${type}`
}
