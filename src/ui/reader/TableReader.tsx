import { useUi } from '../../store'
import { useCardInfo } from '../card/useCardInfo'
import { CardReader } from './CardReader'

/**
 * The reader of the card the table points at (uiStore's previewCardId), beside it. A card the
 * viewing team may not see shows nothing to read: on the table it is a back, and stays one.
 */
export function TableReader() {
  const id = useUi((s) => s.previewCardId)
  const at = useUi((s) => s.previewAt)
  const info = useCardInfo(id ?? '')
  if (!id || !at || !info || !(info.visible || info.view.faceDown)) return null
  return <CardReader view={info.view} data={info.data} visible={info.visible} at={at} />
}
