import type { ServerResponse } from 'node:http';

export declare function loader(scripts: [string, string][]): string;
export declare function deferrable(tag: string): [string, string] | null;
export declare function rewriteHead(head: string): string | null;
export declare function scriptsAfterPaint(res: ServerResponse): void;
