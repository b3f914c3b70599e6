import {
  KeyboardCode,
  PointerSensor,
  TouchSensor,
  type KeyboardCodes,
  type PointerSensorProps,
} from '@dnd-kit/core'
import type { PointerEvent } from 'react'
import { gliding } from './glide'

/**
 * The pointer sensor for mouse and pen. Touch is left to the FingerSensor (press and hold), so
 * a finger can still scroll a zone without picking up a card.
 */
export class MouseAndPenSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    super(gliding(props))
  }

  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent) =>
        event.isPrimary && event.button === 0 && event.pointerType !== 'touch',
    },
  ]
}

/** Press and hold with a finger; the drag then glides as the pointer's does (glide). */
export class FingerSensor extends TouchSensor {
  constructor(props: PointerSensorProps) {
    super(gliding(props))
  }
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
