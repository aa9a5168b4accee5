// When each cache tag was last invalidated, as the framework's cache handlers record it (next.config.mjs).
import { now as clock } from './settings.mjs';

/** Tag invalidation times in milliseconds: `expired` drops entries made before it, `stale` refreshes them. */
export class TagTimes {
  #times = new Map();

  /** Records an invalidation: at once (no durations), or stale now and expired after `durations.expire` seconds. */
  update(tags, durations, now = clock()) {
    for (const tag of tags) {
      const times = this.#times.get(tag) ?? {};
      if (durations) {
        times.stale = now;
        if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
      } else {
        times.expired = now;
      }
      this.#times.set(tag, times);
    }
  }

  /** True when one of the tags expired after an entry made at `timestamp` (and that expiry has come). */
  expired(tags, timestamp, now = clock()) {
    return tags.some((tag) => {
      const expired = this.#times.get(tag)?.expired;
      return expired !== undefined && expired > timestamp && expired <= now;
    });
  }

  /** True when one of the tags went stale after an entry made at `timestamp`. */
  stale(tags, timestamp) {
    return tags.some((tag) => (this.#times.get(tag)?.stale ?? 0) > timestamp);
  }

  /** The latest invalidation of any of the tags, 0 when none was ever invalidated. */
  latest(tags) {
    return Math.max(0, ...tags.map((tag) => this.#times.get(tag)?.expired ?? 0));
  }
}
