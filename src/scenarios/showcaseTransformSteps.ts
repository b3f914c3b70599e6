/**
 * Showcase steps 1–6: transforming, and what copies make of double-faced cards (seed 003, with
 * its outdated token rule corrected: 707.8a).
 */
import { cardIdOf } from '../engine'
import type { StepSource } from './showcase'
import { enter, transform } from './showcaseActions'

export const TRANSFORM_STEPS: StepSource[] = [
  {
    hands: { A1: ['Gatstaf Shepherd', 'Pacifism'] },
    build: ({ play, act }) => {
      const shepherd = play('A1', 'Gatstaf Shepherd')
      const aura = play('A1', 'Pacifism')
      act(
        { type: 'card/counters', player: 'A1', card: shepherd, counter: '+1/+1', delta: 1 },
        { type: 'card/attach', player: 'A1', card: aura, to: shepherd },
      )
      return {
        id: 'transform',
        rule: '712.18',
        // 701.27a: transforming works in both directions.
        moves: [
          [{ id: 'transform', actions: [transform(shepherd)] }],
          [{ id: 'transformBack', actions: [transform(shepherd)] }],
        ],
        zones: [],
      }
    },
  },
  {
    hands: { A1: ['Elite Vanguard'] },
    build: ({ play }) => ({
      id: 'notDoubleFaced',
      rule: '701.27c',
      moves: [[{ id: 'tellToTransform', actions: [transform(play('A1', 'Elite Vanguard'))] }]],
      zones: [],
    }),
  },
  {
    hands: { A1: ['Delver of Secrets', 'Gatstaf Shepherd', 'Clone', 'Clone'] },
    build: ({ play, act, inHand }) => {
      const delver = play('A1', 'Delver of Secrets')
      const shepherd = play('A1', 'Gatstaf Shepherd')
      act(transform(shepherd))
      const [first = '', second = ''] = inHand('A1', 'Clone')
      return {
        id: 'copyFace',
        rule: '707.8',
        moves: [
          [{ id: 'cloneFront', actions: [enter(first, { asCopyOf: delver })] }],
          [{ id: 'cloneBack', actions: [enter(second, { asCopyOf: shepherd })] }],
        ],
        zones: ['hand'],
      }
    },
  },
  {
    hands: { A1: ['Delver of Secrets', 'Clone'] },
    build: ({ play }) => {
      const delver = play('A1', 'Delver of Secrets')
      const clone = play('A1', 'Clone', { asCopyOf: delver })
      return {
        id: 'copyCantTransform',
        rule: '712.9',
        moves: [
          [{ id: 'tellCloneToTransform', actions: [transform(clone)] }],
          [{ id: 'transformDelver', actions: [transform(delver)] }],
        ],
        zones: [],
      }
    },
  },
  {
    hands: { A1: ['Elite Vanguard', 'Kruin Outlaw'] },
    build: ({ play, act }) => {
      const vanguard = play('A1', 'Elite Vanguard')
      const outlaw = play('A1', 'Kruin Outlaw')
      // Cytoshape: "becomes a copy of target nonlegendary creature until end of turn".
      act({ type: 'card/becomeCopy', player: 'A1', card: outlaw, of: vanguard })
      return {
        id: 'doubleFacedCopying',
        rule: '712.9',
        moves: [
          [{ id: 'transformOutlaw', actions: [transform(outlaw)] }],
          [{ id: 'endCopy', actions: [{ type: 'card/endCopy', player: 'A1', card: outlaw }] }],
        ],
        zones: [],
      }
    },
  },
  {
    hands: { A1: ['Gatstaf Shepherd'] },
    build: ({ play, act, state }) => {
      const shepherd = play('A1', 'Gatstaf Shepherd')
      const token = cardIdOf(state().nextCardNumber)
      act({ type: 'token/createCopy', player: 'A1', of: shepherd })
      return {
        id: 'tokenCopy',
        rule: '707.8a',
        moves: [[{ id: 'transformToken', actions: [transform(token)] }]],
        zones: [],
      }
    },
  },
]
