export declare function now(): number;
export declare function logLine(level: string, msg: string, fields?: Record<string, unknown>): void;
export declare function sharedCacheSettings(): { url: string; database: number; keyPrefix: string } | null;
export declare function cacheKeyPrefix(database: string, build?: string): string;
export declare const REDIS_SOCKET: { connectTimeout: number; reconnectStrategy: (retries: number) => number };
export declare const REDIS_WAIT_MS: number;
export declare const REDIS_RETRY_MS: number;
export declare function redisOrMemory(
  name: string,
  onRecovered: () => void,
): <T>(viaRedis: () => Promise<T>, viaMemory: () => T | Promise<T>) => Promise<T>;
