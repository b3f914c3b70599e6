/**
 * Showcase steps 7–11: face-down permanents and double-faced cards (712.15–712.16), and the
 * three ways an explore can go (701.44, seed 002).
 */
import type { StepSource } from './showcase'
import { enter, explore, putOnTop, transform, turnFaceDown, turnFaceUp } from './showcaseActions'

export const HIDDEN_AND_EXPLORE_STEPS: StepSource[] = [
  {
    hands: { A1: ['Elite Vanguard', 'Gatstaf Shepherd', 'Ixidron'], B1: ['Jadelight Ranger'] },
    build: ({ play, inHand }) => {
      const vanguard = play('A1', 'Elite Vanguard')
      const shepherd = play('A1', 'Gatstaf Shepherd')
      const ranger = play('B1', 'Jadelight Ranger')
      const [ixidron = ''] = inHand('A1', 'Ixidron')
      // "As Ixidron enters, turn all other nontoken creatures face down."
      const enters = [ixidron, vanguard, shepherd, ranger].map((id) =>
        id === ixidron ? enter(id) : turnFaceDown(id),
      )
      return {
        id: 'ixidron',
        rule: '712.16',
        moves: [[{ id: 'ixidronEnters', actions: enters }]],
        zones: ['hand'],
      }
    },
  },
  {
    hands: { A1: ['Delver of Secrets'] },
    build: ({ act, inHand }) => {
      const [delver = ''] = inHand('A1', 'Delver of Secrets')
      act(putOnTop(delver))
      return {
        id: 'manifest',
        rule: '712.15a',
        moves: [
          [{ id: 'manifest', actions: [enter(delver, { faceDown: true })] }],
          [{ id: 'tellToTransform', actions: [transform(delver)] }],
          [{ id: 'turnFaceUp', actions: [turnFaceUp(delver)] }],
        ],
        zones: ['library'],
      }
    },
  },
  {
    hands: { A1: ['Jadelight Ranger', 'Forest'] },
    build: ({ play, act, inHand }) => {
      const ranger = play('A1', 'Jadelight Ranger')
      act(putOnTop(inHand('A1', 'Forest')[0] ?? ''))
      return {
        id: 'exploreLand',
        rule: '701.44a',
        moves: [[{ id: 'explore', actions: [explore(ranger)] }]],
        zones: ['library', 'hand'],
      }
    },
  },
  {
    hands: { A1: ['Jadelight Ranger', 'Lightning Bolt'] },
    build: ({ play, act, inHand }) => {
      const ranger = play('A1', 'Jadelight Ranger')
      act(putOnTop(inHand('A1', 'Lightning Bolt')[0] ?? ''))
      return {
        id: 'exploreNonland',
        rule: '701.44a',
        moves: [
          [
            { id: 'exploreKeep', actions: [explore(ranger)] },
            { id: 'exploreGraveyard', actions: [explore(ranger, true)] },
          ],
        ],
        zones: ['library', 'graveyard'],
      }
    },
  },
  {
    hands: { A1: ['Jadelight Ranger'] },
    build: ({ play }) => ({
      id: 'exploreEmpty',
      rule: '701.44b',
      moves: [[{ id: 'explore', actions: [explore(play('A1', 'Jadelight Ranger'))] }]],
      zones: ['library'],
    }),
  },
]
