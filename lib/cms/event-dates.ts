import type { EventSpan } from '@/lib/events/draw/checks';
import { EVENTS_FOLDER } from '@/lib/events/folder';

import { readRepoFile, type RepoNetwork, type RepoSource } from './repo-file';
import { dateTimeOf } from './results-check-plan';

// The dates a draw's times are checked against before a save: its event's as the repository has
// them now. The editor's bundle has each event's dates as of the last build, which an organiser
// who moved the event since (its deploy on its way, or this page open from before it) would
// otherwise be checked against: a time the new dates take refused, or one they refuse let
// through to fail the build, holding back every later deploy.

/**
 * The dates of the event `id` in content/events/<id>.json as the repository has them now;
 * undefined when they cannot be had (no signal, no such file, dates the build would refuse):
 * the save then checks against the dates as of the last build, and the build checks again.
 */
export async function latestEventSpan(
  source: RepoSource,
  id: string,
  network?: RepoNetwork,
): Promise<EventSpan | undefined> {
  try {
    const text = await readRepoFile(source, `${EVENTS_FOLDER}/${id}.json`, network);
    if (text === undefined) return undefined;
    const event = JSON.parse(text) as { startsAt?: unknown; endsAt?: unknown } | null;
    const [startsAt, endsAt] = [dateTimeOf(event?.startsAt), dateTimeOf(event?.endsAt)];
    if (!startsAt || !endsAt || Date.parse(endsAt) <= Date.parse(startsAt)) return undefined;
    return { startsAt, endsAt };
  } catch {
    return undefined;
  }
}

/**
 * `spans` (each event's dates as of the last build) with the event `id`'s as the repository has
 * them now, when `latestSpan` (latestEventSpan, bound to the editor's source) can read them:
 * what both editors check a draw's times against before a save.
 */
export async function spansAtSave(
  spans: Readonly<Record<string, EventSpan>>,
  id: string,
  latestSpan?: (id: string) => Promise<EventSpan | undefined>,
): Promise<Readonly<Record<string, EventSpan>>> {
  const span = await latestSpan?.(id).catch(() => undefined);
  return span ? { ...spans, [id]: span } : spans;
}
