import type { CacheEntry, CacheHandler } from 'next/cache';

export declare function createMemoryDataCache(options?: { maxBytes?: number }): CacheHandler & { clear(): void };
export declare function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array>;
export declare function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array>;
export type { CacheEntry };
