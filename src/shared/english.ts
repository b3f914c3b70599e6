/**
 * English of the messages shared code and the server say (a refused save's `reason`, a game that
 * cannot start): the shared namespaces and the engine's catalog. It comes with the rules: import
 * it only where the rules are loaded already (the save checks, the server), never on the first
 * screen, which uses the store's englishOf.
 */
import { ENGINE_MESSAGES } from '../engine'
import { englishIn, SHARED_ENGLISH } from './words'

export const englishOf = englishIn((ns) => SHARED_ENGLISH[ns] ?? ENGINE_MESSAGES)
