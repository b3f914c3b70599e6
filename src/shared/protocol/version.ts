/**
 * The version of the conversation between a device and a room (issue 38). A device joins with
 * it in its join options; a room that speaks another refuses the join with OUT_OF_DATE, and the
 * device says "This app is out of date — reload" instead of misreading what the room sends (a
 * cached app meeting a newer server). Raise it whenever a message changes shape or meaning.
 *
 * 1: issue 24's messages (no version sent). 2: every move has an id and the view revision it was
 * made on, and is answered `done` or `refused` by id; refusals are codes, not English.
 */
export const PROTOCOL_VERSION = 2

/** The join refusal's status for another protocol version (HTTP 426 Upgrade Required). */
export const OUT_OF_DATE_STATUS = 426
