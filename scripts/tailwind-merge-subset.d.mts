import type { getDefaultConfig } from 'tailwind-merge';

type DefaultConfig = ReturnType<typeof getDefaultConfig>;

export declare const GENERATED_CONFIG_PATH: string;
export declare function classGroupMembers(
  tokens: string[],
  config?: DefaultConfig,
): { members: Map<string, string[]>; groupless: string[] };
export declare function tailwindMergeSubset(
  tokens: string[],
  config?: DefaultConfig,
): {
  kept: string[];
  total: number;
  members: Map<string, string[]>;
  groupless: string[];
  inSeveralGroups: [string, string[]][];
  source: string;
};
export declare function tailwindMergeConfigSource(tokens: string[], config?: DefaultConfig): string;
