import { card, type CardId, type GameState } from '../../engine'
import { PreviewBody } from '../card/PreviewBody'
import { teamCanSee } from '../visibility'
import { say } from './language'
import { UI, type Language } from './strings'

/**
 * The showcase's card preview, the table's own PreviewBody: both faces of a double-faced card
 * to team A, and nothing of a card team A may not see.
 */
export function ShowcasePreview({
  game,
  id,
  lang,
}: {
  game: GameState
  id: CardId | null
  lang: Language
}) {
  const data = id === null ? undefined : game.cards[id]?.data
  const view = id !== null && data ? card(game, id) : null
  const visible = id !== null && view !== null && teamCanSee(game, 'A', id)
  const shown = view && data && (visible || view.faceDown)
  return (
    <aside className="card-preview showcase-preview panel" aria-label="Card preview">
      {shown ? (
        <PreviewBody view={view} data={data} visible={visible} />
      ) : (
        <p className="preview-empty">{say(UI.previewHint, lang)}</p>
      )}
    </aside>
  )
}
