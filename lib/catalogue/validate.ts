import type { z } from 'zod';
import { isDrawingUrl } from '@/lib/media/parse';
import { catalogueFile, type CatalogueFile } from './format';

export type CatalogueCheck = { ok: true; file: CatalogueFile } | { ok: false; errors: string[] };

/** The https hosts pictures may come from, as IMAGE_HOSTS lists them (next.config.mjs reads the same variable). */
export function imageHostsFromEnv(value = process.env.IMAGE_HOSTS): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

function idOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return undefined;
}

/**
 * Where a problem is, in the file's own words: `properties[3] (id "lag-001").rooms[1].maxAdults`, the id read from
 * the input so that the partner finds the record even when the list was sorted differently.
 */
export function recordPath(input: unknown, path: readonly PropertyKey[]): string {
  let out = '';
  let node: unknown = input;
  for (const key of path) {
    if (typeof key === 'number') {
      out += `[${key}]`;
      node = Array.isArray(node) ? node[key] : undefined;
      const recordId = idOf(node);
      if (recordId !== undefined) out += ` (id ${JSON.stringify(recordId)})`;
    } else {
      out += `${out ? '.' : ''}${String(key)}`;
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined;
    }
  }
  return out || '(file)';
}

function issueLines(input: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    // An unknown field is reported on the field itself, not on the record holding it.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => `${recordPath(input, [...issue.path, k])}: Unknown field`).join('\n');
    }
    return `${recordPath(input, issue.path)}: ${issue.message}`;
  });
}

function photoProblem(url: string, hosts: string[]): string | null {
  if (url.startsWith('/media/'))
    return isDrawingUrl(url) ? null : 'Photo under /media/ must name one of the site’s drawings';
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'Photo must be an https URL or a /media/ path';
  }
  return hosts.includes(host) ? null : `Photo host "${host}" is not in IMAGE_HOSTS`;
}

/** Every picture of the file with its path, for the host check. */
function photos(file: CatalogueFile): { path: PropertyKey[]; url: string }[] {
  return [
    ...file.brands.flatMap((b, i) => (b.logo ? [{ path: ['brands', i, 'logo'], url: b.logo }] : [])),
    ...file.destinations.flatMap((d, i) => (d.banner ? [{ path: ['destinations', i, 'banner'], url: d.banner }] : [])),
    ...file.properties.flatMap((p, i) => [
      ...p.photos.map((url, k) => ({ path: ['properties', i, 'photos', k], url })),
      ...p.rooms.flatMap((r, j) =>
        r.photos.map((url, k) => ({ path: ['properties', i, 'rooms', j, 'photos', k], url })),
      ),
    ]),
  ];
}

/**
 * Reads a catalogue file: its shape by the schema, then every picture's host against `imageHosts`. Errors name the
 * record (position and id) and the field, one line each.
 */
export function checkCatalogue(input: unknown, imageHosts: string[] = imageHostsFromEnv()): CatalogueCheck {
  const parsed = catalogueFile.safeParse(input);
  if (!parsed.success) return { ok: false, errors: issueLines(input, parsed.error.issues) };
  const errors = photos(parsed.data).flatMap(({ path, url }) => {
    const problem = photoProblem(url, imageHosts);
    return problem ? [`${recordPath(input, path)}: ${problem}`] : [];
  });
  return errors.length ? { ok: false, errors } : { ok: true, file: parsed.data };
}
