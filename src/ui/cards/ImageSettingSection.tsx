import { useId } from 'react'
import { useCardImageSetting } from './imageSetting'
import { useOnline } from './useOnline'

/** "Show card images (from Scryfall)": off by default, remembered on this device. */
export function ImageSettingSection() {
  const show = useCardImageSetting((s) => s.showImages)
  const setShow = useCardImageSetting((s) => s.setShowImages)
  const online = useOnline()
  const hintId = useId()
  return (
    <section className="card-data__section" aria-label="Card images">
      <h3>Card images</h3>
      <label className="card-data__toggle">
        <input
          type="checkbox"
          checked={show}
          aria-describedby={hintId}
          onChange={(event) => setShow(event.target.checked)}
        />
        Show card images (from Scryfall)
      </label>
      <p id={hintId} className="card-data__hint">
        {online
          ? 'Images load from Scryfall while you play; cards without one keep their text frame.'
          : 'You are offline: cards show as text frames until you are back online.'}
      </p>
    </section>
  )
}
