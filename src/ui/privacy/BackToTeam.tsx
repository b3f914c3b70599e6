import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TeamId } from '../../engine'
import { useUi } from '../../store'

/**
 * The curtain's "Not now — back to Team A": going back shows Team A's hands to whoever holds the
 * device, which is meant for Team B now (810.5). So it asks first, in the teams' own words, with
 * "stay behind the curtain" focused, so an Enter pressed by habit shows nothing.
 */
export function BackToTeam({ from, to }: { from: TeamId; to: TeamId }) {
  const { t } = useTranslation('privacy')
  const [asking, setAsking] = useState(false)
  const stay = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  useEffect(() => {
    if (asking) stay.current?.focus()
  }, [asking])

  if (!asking) {
    return (
      <button type="button" className="link-button" onClick={() => setAsking(true)}>
        {t('privacy.back', { team: from })}
      </button>
    )
  }
  return (
    <section className="back-question" role="alertdialog" aria-labelledby={questionId}>
      <h3 id={questionId}>{t('privacy.backQuestion', { from, to })}</h3>
      <p>{t('privacy.backWarning', { from, to })}</p>
      <div className="back-question-buttons">
        <button ref={stay} type="button" onClick={() => setAsking(false)}>
          {t('privacy.backStay')}
        </button>
        <button type="button" className="danger" onClick={() => useUi.getState().cancelPass()}>
          {t('privacy.backShow', { from })}
        </button>
      </div>
    </section>
  )
}
