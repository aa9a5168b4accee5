import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SEARCH_PAGE_MS: number;
export declare function sharedSearchKey(req: IncomingMessage): string | null;
export interface SearchPageCache {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  clear(): void;
  readonly size: number;
}
export declare function createSearchPageCache(options?: { ttl?: number; maxBytes?: number }): SearchPageCache;
export declare function registerSearchPageCache(cache: SearchPageCache): SearchPageCache;
export declare function forgetSearchPages(): void;
