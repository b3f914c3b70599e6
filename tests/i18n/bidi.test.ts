// @vitest-environment jsdom
/**
 * Issue 27: an unterminated right-to-left override (U+202E) in a name must not reverse the app's
 * own words around it: every interpolated value with bidi text is isolated (FSI … PDI).
 */
import { describe, expect, it } from 'vitest'
import { isolateBidi } from '../../src/i18n/bidi'
import { i18n, startI18n } from '../../src/i18n/i18n'

const RLO = '\u202E'

describe('user text in sentences', () => {
  it('a name with an override or right-to-left letters is isolated; plain names are not', () => {
    // The override is closed (PDF) inside the isolate it is shown in (issue 40).
    expect(isolateBidi(`Ana${RLO}`)).toBe(`\u2068Ana${RLO}\u202C\u2069`)
    expect(isolateBidi('שרה')).toBe('\u2068שרה\u2069')
    expect(isolateBidi('Zoë')).toBe('Zoë')
  })

  it('is isolated inside every translated sentence', async () => {
    await startI18n('en')
    const sentence = i18n.t('kept.item', { ns: 'safety', when: 'today', why: `BATTLEFIELD${RLO}` })
    expect(sentence).toBe(`today, \u2068BATTLEFIELD${RLO}\u202C\u2069`)
    // The words after the name are outside the isolate: the override ends with it (UAX #9).
    const after = i18n.t('scenario.question', { ns: 'safety', name: `x${RLO}` })
    expect(after.indexOf('\u2069')).toBeLessThan(after.indexOf('but a game is in progress'))
  })
})

describe('a name that tries to leave its isolate (issue 40)', () => {
  const PDI = '\u2069'
  it('cannot close the isolate of a sentence: its stray PDI is dropped, its RLO closed', async () => {
    await startI18n('en')
    const sentence = i18n.t('kept.item', {
      ns: 'safety',
      when: 'today',
      why: `Ana${PDI}${RLO}evil`,
    })
    expect(sentence).toBe(`today, \u2068Ana${RLO}evil\u202C${PDI}`)
  })
})
