export interface MemoryPageCache {
  get(
    key: string,
    ctx?: { kind?: string; softTags?: string[] },
  ): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
  clear(): void;
}

export declare function tagsOf(value: unknown, ctx?: { tags?: string[] }): string[];
export declare function createMemoryPageCache(options?: { maxBytes?: number }): MemoryPageCache;
