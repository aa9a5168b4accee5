/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { collectClassTokens } from '../scripts/class-tokens.mjs';
import { GENERATED_CONFIG_PATH, tailwindMergeSubset } from '../scripts/tailwind-merge-subset.mjs';
import { cn } from './cn';
import { tailwindMergeConfig } from './tailwind-merge-config.generated';

const root = path.resolve(__dirname, '..');
const REGENERATE = 'Run `node scripts/tailwind-merge-config.mjs` to regenerate lib/tailwind-merge-config.generated.ts.';
const tokens = collectClassTokens(root);

/** Fails with the first few problems and how to fix them. */
function expectNoProblems(problems: string[], what: string) {
  if (problems.length === 0) return;
  const shown = problems.slice(0, 20).join('\n  ');
  const more = problems.length > 20 ? `\n  … and ${problems.length - 20} more` : '';
  throw new Error(`${problems.length} ${what}:\n  ${shown}${more}\n${REGENERATE}`);
}

/** The variants of a class: the text before its last `:` outside brackets and parentheses (`md:hover` of `md:hover:px-4`). */
function variantPrefix(token: string): string {
  let depth = 0;
  let last = -1;
  for (let index = 0; index < token.length; index++) {
    const character = token[index];
    if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
    else if (character === ':' && depth === 0) last = index;
  }
  return last < 0 ? '' : token.slice(0, last);
}

describe('cn', () => {
  it('lets a later class win over an earlier one of the same kind', () => {
    expect(cn('px-2 py-1', 'p-3')).toBe('p-3');
    expect(cn('text-sm', 'text-lg')).toBe('text-lg');
    expect(cn('rounded-lg border border-gray-200', 'rounded-none border-0')).toBe(
      'border-gray-200 rounded-none border-0',
    );
    expect(cn('bg-brand-600 hover:bg-brand-700', 'bg-night-900')).toBe('hover:bg-brand-700 bg-night-900');
  });

  it('keeps classes of different kinds, however alike their names', () => {
    expect(cn('text-sm text-gray-600', 'text-white text-center')).toBe('text-sm text-white text-center');
    expect(cn('font-semibold', 'font-sans')).toBe('font-semibold font-sans');
    expect(cn('border-t', 'border-t-accent-400')).toBe('border-t border-t-accent-400');
  });

  it('skips falsy values and keeps classes that are not Tailwind’s', () => {
    const disabled = false as boolean;
    expect(cn('bg-brand-600', disabled && 'opacity-50', 'bg-night-900')).toBe('bg-night-900');
    expect(cn('card', undefined, 'p-4', null, ['card-picture', { 'p-2': true, 'm-1': false }])).toBe(
      'card card-picture p-2',
    );
  });

  it('keeps classes under different variants apart', () => {
    expect(cn('px-2 md:px-4', 'px-3')).toBe('md:px-4 px-3');
    expect(cn('-translate-x-1/2 rtl:translate-x-1/2', 'translate-x-0')).toBe('rtl:translate-x-1/2 translate-x-0');
    expect(cn('rtl:-scale-x-100', 'rtl:scale-x-100')).toBe('rtl:scale-x-100');
    expect(cn('hover:bg-gray-100 dark:hover:bg-night-800', 'hover:bg-white')).toBe(
      'dark:hover:bg-night-800 hover:bg-white',
    );
    expect(cn('md:hover:underline', 'hover:md:no-underline')).toBe('hover:md:no-underline');
    expect(cn('data-[state=open]:bg-gray-100', 'data-[state=open]:bg-white/15')).toBe('data-[state=open]:bg-white/15');
    expect(cn('bg-white!', 'bg-gray-100')).toBe('bg-white! bg-gray-100');
    expect(cn('w-[13px]', 'w-full')).toBe('w-full');
  });
});

describe('tailwind-merge config for the classes the project uses', () => {
  it('is the generated one for the current source', () => {
    const subset = tailwindMergeSubset(tokens);
    const committed = fs.readFileSync(path.join(root, GENERATED_CONFIG_PATH), 'utf8');
    if (committed === subset.source) return;
    const groups = Object.keys(tailwindMergeConfig().classGroups);
    const added = subset.kept.filter((id) => !groups.includes(id));
    const removed = groups.filter((id) => !subset.kept.includes(id));
    expectNoProblems(
      [
        ...added.map((id) => `class group ${id} is needed by ${subset.members.get(id)?.join(' ')}`),
        ...removed.map((id) => `class group ${id} is no longer used`),
        ...(added.length + removed.length === 0
          ? [`${GENERATED_CONFIG_PATH} differs from the generator's output`]
          : []),
      ],
      'differences from the generated config',
    );
  });

  // A class of a kind the config lacks is kept twice by cn while twMerge keeps it once.
  it('knows every class used in the source as tailwind-merge does', () => {
    const problems = tokens.flatMap((token) => {
      const twice = `${token} ${token}`;
      const ours = cn(twice);
      const theirs = twMerge(twice);
      return ours === theirs ? [] : [`'${twice}': cn gives '${ours}', twMerge gives '${theirs}'`];
    });
    expectNoProblems(problems, 'classes merged unlike twMerge');
  });

  it('merges every pair of classes used under the same variants as tailwind-merge does', () => {
    // Tokens twMerge does not take for classes never conflict (the test above checks cn agrees on which those are).
    const byVariants = new Map<string, string[]>();
    for (const token of tokens) {
      if (twMerge(`${token} ${token}`) !== token) continue;
      const prefix = variantPrefix(token);
      byVariants.set(prefix, [...(byVariants.get(prefix) ?? []), token]);
    }
    const problems: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const pair = `${first} ${second}`;
          const ours = cn(pair);
          const theirs = twMerge(pair);
          if (ours !== theirs) problems.push(`'${pair}': cn gives '${ours}', twMerge gives '${theirs}'`);
        }
      }
    }
    expectNoProblems(problems, 'pairs of classes merged unlike twMerge');
  });
});
