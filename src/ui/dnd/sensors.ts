import { KeyboardCode, PointerSensor, type KeyboardCodes } from '@dnd-kit/core'
import type { PointerEvent } from 'react'

/**
 * The pointer sensor for mouse and pen. Touch is left to the TouchSensor (press and hold), so
 * a finger can still scroll a zone without picking up a card.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent) =>
        event.isPrimary && event.button === 0 && event.pointerType !== 'touch',
    },
  ]
}

/**
 * Enter and Space tap a card, so a keyboard drag starts with M ("move"); Enter, Space or M drop,
 * Escape cancels.
 */
export const KEYBOARD_CODES: KeyboardCodes = {
  start: ['KeyM'],
  cancel: [KeyboardCode.Esc],
  end: [KeyboardCode.Enter, KeyboardCode.Space, 'KeyM'],
}
