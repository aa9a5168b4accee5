import { createTailwindMerge, getDefaultConfig, twMerge, validators } from 'tailwind-merge';

/** Where the generated config lives, relative to the project root. */
export const GENERATED_CONFIG_PATH = 'lib/tailwind-merge-config.generated.ts';

const HANDLED_CONFIG_KEYS = [
  'cacheSize',
  'theme',
  'classGroups',
  'conflictingClassGroups',
  'conflictingClassGroupModifiers',
  'postfixLookupClassGroups',
  'orderSensitiveModifiers',
];

function defaultConfig() {
  const config = getDefaultConfig();
  const unknown = Object.keys(config).filter((key) => !HANDLED_CONFIG_KEYS.includes(key));
  if (unknown.length > 0)
    throw new Error(`tailwind-merge's default config has fields this generator does not know: ${unknown}`);
  return config;
}

/** A merge that knows only the given class groups of `config` (no conflicts between groups, no cache). */
function mergeWithGroups(config, ids) {
  return createTailwindMerge(() => ({
    ...config,
    cacheSize: 0,
    classGroups: Object.fromEntries(ids.map((id) => [id, config.classGroups[id]])),
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
    postfixLookupClassGroups: (config.postfixLookupClassGroups ?? []).filter((id) => ids.includes(id)),
  }));
}

/** Whether `merge` takes `token` for a class of a group it knows: such a class written twice is kept once. */
const isDeduplicated = (merge, token) => merge(`${token} ${token}`) === token;

/**
 * Sorts the tokens that tailwind-merge's full default merge takes for classes by the default class groups they belong
 * to. A token belongs to a group when a merge that knows only that group drops its repetition. `groupless` holds classes
 * merged even with no group at all (arbitrary properties such as `[mask-type:alpha]`), which therefore need none.
 */
export function classGroupMembers(tokens, config = defaultConfig()) {
  const classes = tokens.filter((token) => isDeduplicated(twMerge, token));
  const withoutGroups = mergeWithGroups(config, []);
  const groupless = classes.filter((token) => isDeduplicated(withoutGroups, token));
  const candidates = classes.filter((token) => !groupless.includes(token));
  const doubled = candidates.map((token) => `${token} ${token}`).join(' ');
  const members = new Map();
  for (const id of Object.keys(config.classGroups)) {
    const merge = mergeWithGroups(config, [id]);
    // One pass over all candidates first: nothing is dropped when none belongs to the group.
    if (merge(doubled) === doubled) continue;
    members.set(
      id,
      candidates.filter((token) => isDeduplicated(merge, token)),
    );
  }
  const covered = new Set([...members.values()].flat());
  const uncovered = candidates.filter((token) => !covered.has(token));
  if (uncovered.length > 0)
    throw new Error(`No single default class group takes these classes: ${uncovered.join(' ')}`);
  return { members, groupless };
}

const VALIDATOR_NAMES = new Map(Object.entries(validators).map(([name, validator]) => [validator, name]));

/** The theme key a `fromTheme(key)` getter reads, found by handing it a theme that records what is read. */
function themeGetterKey(getter) {
  const read = [];
  getter(
    new Proxy(
      {},
      {
        get(_target, key) {
          read.push(key);
          return [];
        },
      },
    ),
  );
  if (read.length !== 1 || typeof read[0] !== 'string') throw new Error(`A theme getter read ${String(read)}`);
  return read[0];
}

/** A class definition as source: strings, arrays and objects verbatim, functions as the exported helper they are. */
function toExpression(value, themeKeys) {
  if (typeof value === 'string') return { kind: 'leaf', text: quote(value) };
  if (typeof value === 'number') return { kind: 'leaf', text: String(value) };
  if (Array.isArray(value)) return { kind: 'array', items: value.map((item) => toExpression(item, themeKeys)) };
  if (typeof value === 'function') {
    if (value.isThemeGetter === true) {
      const key = themeGetterKey(value);
      themeKeys.add(key);
      return { kind: 'leaf', text: `fromTheme(${quote(key)})` };
    }
    const name = VALIDATOR_NAMES.get(value);
    if (!name) throw new Error(`A function in tailwind-merge's default config is not one of its validators: ${value}`);
    return { kind: 'leaf', text: `validators.${name}` };
  }
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return {
      kind: 'object',
      entries: Object.entries(value).map(([key, item]) => [propertyKey(key), toExpression(item, themeKeys)]),
    };
  }
  throw new Error(`Cannot write ${String(value)} from tailwind-merge's default config`);
}

function quote(text) {
  if (text.includes("'") && !text.includes('"')) return JSON.stringify(text);
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

const propertyKey = (key) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key));

// The layout below is the one prettier (printWidth 120) gives, so formatting the file changes nothing.
const WIDTH = 120;

function flat(expression) {
  switch (expression.kind) {
    case 'leaf':
      return expression.text;
    case 'array':
      return `[${expression.items.map(flat).join(', ')}]`;
    default:
      return expression.entries.length === 0
        ? '{}'
        : `{ ${expression.entries.map(([key, item]) => `${key}: ${flat(item)}`).join(', ')} }`;
  }
}

/** Prettier always breaks an array of two or more objects (or arrays) that each have more than one entry. */
function mustBreak(expression) {
  if (expression.kind !== 'array' || expression.items.length < 2) return false;
  const first = expression.items[0].kind;
  return (
    (first === 'object' || first === 'array') &&
    expression.items.every(
      (item) => item.kind === first && (item.kind === 'object' ? item.entries.length : item.items.length) > 1,
    )
  );
}

/** Source of `expression` starting at `column` and followed by `trailing` characters, broken over lines if too wide. */
function print(expression, indent, column, trailing, expand = false) {
  const oneLine = flat(expression);
  if (!expand && !mustBreak(expression) && column + oneLine.length + trailing <= WIDTH) return oneLine;
  if (expression.kind === 'leaf') return oneLine;
  const inner = ' '.repeat(indent + 2);
  const lines =
    expression.kind === 'array'
      ? expression.items.map((item) => `${inner}${print(item, indent + 2, indent + 2, 1)},`)
      : expression.entries.map(
          ([key, item]) => `${inner}${key}: ${print(item, indent + 2, indent + 4 + key.length, 1)},`,
        );
  if (lines.length === 0) return oneLine;
  const [open, close] = expression.kind === 'array' ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join('\n')}\n${' '.repeat(indent)}${close}`;
}

function unionType(name, members) {
  if (members.length === 0) return `type ${name} = never;`;
  const oneLine = `type ${name} = ${members.map(quote).join(' | ')};`;
  if (oneLine.length <= WIDTH) return oneLine;
  return `type ${name} =\n${members.map((member) => `  | ${quote(member)}`).join('\n')};`;
}

const HEADER = `// Generated by \`node scripts/tailwind-merge-config.mjs\` from tailwind-merge's default config (getDefaultConfig()),
// keeping only the class groups that some class used in app/, components/ or lib/ belongs to. Do not edit by hand:
// re-run the script when a class of a new kind is used (lib/cn.test.ts fails and names it).`;

/**
 * The class groups kept for `tokens` (in the default config's order), what was found out about the tokens, and the
 * source of the generated config module.
 */
export function tailwindMergeSubset(tokens, config = defaultConfig()) {
  const { members, groupless } = classGroupMembers(tokens, config);
  const kept = Object.keys(config.classGroups).filter((id) => members.get(id)?.length);
  const groupsOf = new Map();
  for (const [id, groupTokens] of members) {
    for (const token of groupTokens) groupsOf.set(token, [...(groupsOf.get(token) ?? []), id]);
  }
  const inSeveralGroups = [...groupsOf].filter(([, ids]) => ids.length > 1);
  const total = Object.keys(config.classGroups).length;
  return { kept, total, members, groupless, inSeveralGroups, source: configSource(kept, config) };
}

/** The text of the generated config module for the given class tokens. */
export function tailwindMergeConfigSource(tokens, config = defaultConfig()) {
  return tailwindMergeSubset(tokens, config).source;
}

function configSource(kept, config) {
  const isKept = (id) => kept.includes(id);
  const restrict = (conflicts) =>
    Object.fromEntries(
      Object.entries(conflicts)
        .filter(([id]) => isKept(id))
        .map(([id, ids]) => [id, ids.filter(isKept)])
        .filter(([, ids]) => ids.length > 0),
    );

  const themeKeys = new Set();
  const classGroups = toExpression(Object.fromEntries(kept.map((id) => [id, config.classGroups[id]])), themeKeys);
  // Theme scales may themselves read other scales: follow them until no new key turns up.
  let themeExpressions;
  for (let size = -1; size !== themeKeys.size;) {
    size = themeKeys.size;
    themeExpressions = Object.keys(config.theme)
      .filter((key) => themeKeys.has(key))
      .map((key) => [propertyKey(key), toExpression(config.theme[key], themeKeys)]);
  }
  const unknownThemeKeys = [...themeKeys].filter((key) => !(key in config.theme));
  if (unknownThemeKeys.length > 0) throw new Error(`Theme keys missing from the default theme: ${unknownThemeKeys}`);

  const body = {
    kind: 'object',
    entries: [
      ['cacheSize', toExpression(config.cacheSize, themeKeys)],
      ['theme', { kind: 'object', entries: themeExpressions }],
      ['classGroups', classGroups],
      ['conflictingClassGroups', toExpression(restrict(config.conflictingClassGroups), themeKeys)],
      ['conflictingClassGroupModifiers', toExpression(restrict(config.conflictingClassGroupModifiers), themeKeys)],
      ['postfixLookupClassGroups', toExpression((config.postfixLookupClassGroups ?? []).filter(isKept), themeKeys)],
      ['orderSensitiveModifiers', toExpression(config.orderSensitiveModifiers, themeKeys)],
    ],
  };
  const expanded = new Set(['theme', 'classGroups', 'conflictingClassGroups', 'conflictingClassGroupModifiers']);
  const properties = body.entries.map(([key, value]) => {
    const text = print(value, 4, 6 + key.length, 1, expanded.has(key) && flat(value) !== '{}');
    return `    ${key}: ${text},`;
  });
  const themeIds = Object.keys(config.theme).filter((key) => themeKeys.has(key));

  return [
    HEADER,
    "import { fromTheme, validators, type Config } from 'tailwind-merge';",
    '',
    unionType('ClassGroupIds', kept),
    unionType('ThemeGroupIds', themeIds),
    '',
    "/** tailwind-merge's default config cut down to the class groups the project uses; for `createTailwindMerge`. */",
    'export function tailwindMergeConfig(): Config<ClassGroupIds, ThemeGroupIds> {',
    '  return {',
    ...properties,
    '  };',
    '}',
    '',
  ].join('\n');
}
