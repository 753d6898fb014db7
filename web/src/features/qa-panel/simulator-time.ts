/** A moment as the journal and the admin API give it, in UTC to the second: 2026-11-24 13:10:22 UTC. */
export const formatUtc = (epochMs: number): string =>
  `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The time of day (UTC) of an ISO 8601 moment, as the journal's list shows it: 13:10:22. */
export const timeOfDay = (isoMoment: string): string => formatUtc(Date.parse(isoMoment)).slice(11, 19);
