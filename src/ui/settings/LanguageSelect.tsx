import { useTranslation } from 'react-i18next'
import { setLanguage } from '../../i18n/i18n'
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages'

/** The interface language setting (issue #11); card names and texts stay as the card data gives them. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation()
  return (
    <label className="language-select">
      <span>{t('language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => {
          const lng = e.currentTarget.value
          if (isLanguage(lng)) void setLanguage(lng)
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </label>
  )
}
