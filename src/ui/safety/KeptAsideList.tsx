import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSay } from '../../i18n/say'
import { forgetKept, listKeptAside, type KeptGame } from '../../store'
// Statically: this list loads apart from the first screen, when it is shown.
import { checkSave } from '../../shared/save/saveCheck'
import { restoreKeptGame } from '../../store/gameFile'
import { downloadFile } from '../files/download'
import './safety.css'

/**
 * Games kept aside instead of lost (issue 27): each with its date and why, to download, to
 * restore (with its own undo history; what was on the table is kept aside in its place) or to
 * forget.
 * Renders `whenEmpty` while there are none.
 */
export function KeptAsideList({
  onRestored,
  whenEmpty = null,
}: {
  onRestored?: () => void
  /** Shown once the list is read and empty. */
  whenEmpty?: ReactNode
}) {
  const { t, i18n } = useTranslation('safety')
  const say = useSay()
  const [kept, setKept] = useState<KeptGame[] | null>(null)

  useEffect(() => {
    let live = true
    listKeptAside().then(
      (list) => live && setKept(list),
      () => live && setKept([]),
    )
    return () => {
      live = false
    }
  }, [])
  if (!kept) return null
  if (kept.length === 0) return whenEmpty

  const forget = async (id: string) => {
    await forgetKept(id)
    setKept(await listKeptAside())
  }

  return (
    <section className="kept-aside-section" aria-label={t('kept.title')}>
      <h2>{t('kept.title')}</h2>
      <ul className="kept-aside">
        {kept.map((game) => {
          const checked = checkSave(game.save)
          const when = new Date(game.keptAt).toLocaleString(i18n.language)
          const label = t('kept.item', { when, why: t(`kept.why.${game.reason}`) })
          return (
            <li key={game.id}>
              <span className="kept-aside__what">
                {label}
                {' — '}
                {checked.kind === 'ok' ? (
                  <>
                    {t('kept.turn', { turn: checked.save.game.turn.number })}{' '}
                    <bdi>{checked.save.game.teams.A.name}</bdi>
                    {' – '}
                    <bdi>{checked.save.game.teams.B.name}</bdi>
                  </>
                ) : (
                  t('kept.damaged', { problem: say(checked.detail) })
                )}
              </span>
              {checked.kind === 'ok' && (
                <button
                  type="button"
                  aria-label={t('kept.restoreLabel', { label })}
                  onClick={() => {
                    void restoreKeptGame(checked.save).then(() => onRestored?.())
                  }}
                >
                  {t('kept.restore')}
                </button>
              )}
              <button
                type="button"
                aria-label={t('kept.downloadLabel', { label })}
                onClick={() =>
                  downloadFile(
                    `duotable-kept-${game.keptAt.slice(0, 10)}.json`,
                    JSON.stringify(game.save),
                    'application/json',
                  )
                }
              >
                {t('kept.download')}
              </button>
              <button
                type="button"
                aria-label={t('kept.forgetLabel', { label })}
                onClick={() => void forget(game.id)}
              >
                {t('kept.forget')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
