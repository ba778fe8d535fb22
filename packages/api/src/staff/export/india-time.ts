/** India keeps +05:30 all year (no daylight saving): its time is a fixed offset from UTC. */
const indiaOffsetMs = 330 * 60_000;

/** `2026-11-21 15:30`: a moment as a spreadsheet reads a date and time, in India time. */
export function indiaDateTime(moment: Date): string {
  return new Date(moment.getTime() + indiaOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}
