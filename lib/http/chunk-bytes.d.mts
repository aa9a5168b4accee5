export declare function chunkBytes(chunk: unknown, encoding: unknown): Buffer;
