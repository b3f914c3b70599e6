import type { CardView, PlayerId } from '../engine'

/**
 * Who performs an action on a card from the table: a permanent's controller, otherwise its
 * owner. The hot-seat table acts as that player; the engine decides whether they may.
 */
export function actorOf(view: Pick<CardView, 'zone' | 'owner' | 'controller'>): PlayerId {
  return view.zone === 'battlefield' || view.zone === 'stack' ? view.controller : view.owner
}
