import { useState } from 'react'
import { cardImageSource } from '../../cards/images'
import type { CardData } from '../../engine'
import { useCardImageSetting } from './imageSetting'
import { useOnline } from './useOnline'
import './cardImage.css'

export interface CardImageProps {
  data: CardData
  faceUp: 'front' | 'back'
  /** 'frame': a layer over a card's text frame; 'preview': the large picture in the sidebar. */
  variant?: 'frame' | 'preview'
}

/**
 * The card's Scryfall image, when the user turned images on and the browser is online. It lies
 * over the text frame, which keeps its size, so the table looks the same with and without
 * images; an image that fails to load removes itself and the text shows. Never awaited: play
 * goes on while images arrive.
 */
export function CardImage({ data, faceUp, variant = 'frame' }: CardImageProps) {
  const show = useCardImageSetting((s) => s.showImages)
  const online = useOnline()
  const [failed, setFailed] = useState<string | null>(null)
  const source = show && online ? cardImageSource(data, faceUp) : undefined
  if (!source || failed === source.src) return null
  const preview = variant === 'preview'
  return (
    <img
      className={preview ? 'card-image card-image--preview' : 'card-image'}
      src={preview ? source.large : source.src}
      srcSet={preview ? undefined : source.srcSet}
      sizes={preview ? undefined : '(min-resolution: 2dppx) 292px, 146px'}
      alt=""
      loading="lazy"
      decoding="async"
      draggable={false}
      // A CORS request (Scryfall sends the headers): the service worker caches the image at its
      // real size. An opaque one was charged ~7 MiB of the game's quota each (issue 40).
      crossOrigin="anonymous"
      referrerPolicy="no-referrer"
      onError={() => setFailed(source.src)}
    />
  )
}
