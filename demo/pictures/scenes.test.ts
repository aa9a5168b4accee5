import {
  authSvg,
  brandSvg,
  destinationSvg,
  escapeXml,
  heroSvg,
  propertySvg,
  roomSvg,
  type PropertyKind,
} from './scenes';

const TYPES: readonly PropertyKind[] = ['hotel', 'apartment', 'resort'];
const PLACES = [
  'Lagos',
  'Lekki',
  'Victoria Island',
  'Ikoyi',
  'Ikeja',
  'Abuja',
  'Edo',
  'Benin City',
  'Rivers',
  'Port Harcourt',
  'Ibadan',
  'Kano',
  'Calabar',
  'Enugu',
  'Jos',
];
const seeds = (n: number): string[] => Array.from({ length: n }, (_, i) => `property-${i}`);

/** Every kind of picture with the viewBox it must declare. */
function samples(): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const type of TYPES) {
    for (const seed of ['eko-grand', 'a', 'ikoyi-court-2']) {
      for (let v = 0; v < 5; v++) out.push([`${type}/${seed}/${v}`, propertySvg(seed, v, type), '0 0 800 600']);
    }
  }
  for (const seed of ['eko-grand-0', 'b'])
    for (let v = 0; v < 3; v++) out.push([`room/${seed}/${v}`, roomSvg(seed, v), '0 0 800 600']);
  for (const place of PLACES) out.push([`destination/${place}`, destinationSvg(place), '0 0 640 800']);
  out.push(['brand', brandSvg('Transcorp Hilton', '#1d4ed8'), '0 0 400 400']);
  for (let i = 0; i < 4; i++) out.push([`hero/${i}`, heroSvg(i), '0 0 1600 900']);
  for (let i = 0; i < 3; i++) out.push([`auth/${i}`, authSvg(i), '0 0 600 800']);
  return out;
}

/** Small strict check: balanced tags, quoted attributes, escaped text, one root element. */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  let roots = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const text = xml.slice(last, m.index);
    if (/[<>]|&(?!(amp|lt|gt|quot|apos);)/.test(text)) return false;
    const [, close, name = '', attrs = '', selfClose] = m;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(attrs)) return false;
    if (stack.length === 0) roots++;
    if (close) {
      if (stack.pop() !== name) return false;
    } else if (!selfClose) {
      stack.push(name);
    }
    last = tag.lastIndex;
  }
  return last === xml.length && stack.length === 0 && roots === 1;
}

describe('scenes', () => {
  const all = samples();

  it('draws the same picture for the same arguments', () => {
    const again = samples();
    all.forEach(([label, svg], i) => expect([label, svg]).toEqual([again[i]?.[0], again[i]?.[1]]));
  });

  it('produces complete, well-formed svg documents sized by their viewBox', () => {
    for (const [label, svg, viewBox] of all) {
      const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
      expect({ label, ok: wellFormed(svg) }).toEqual({ label, ok: true });
      expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(root).toContain(`viewBox="${viewBox}"`);
      expect(root).toContain('preserveAspectRatio="xMidYMid slice"');
      expect(root).not.toMatch(/ (width|height)=/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  it('uses no scripts, external references, foreign content or blur filters', () => {
    for (const [, svg] of all) {
      expect(svg).not.toMatch(/<script|foreignObject|<filter|<image|<use|href=|\son\w+=|url\((?!#)/i);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toContain('http');
    }
  });

  it('keeps every picture under 12 KB', () => {
    for (const [label, svg] of all) expect({ label, small: svg.length < 12 * 1024 }).toEqual({ label, small: true });
  });

  it('keeps pictures small across many catalogue seeds', () => {
    for (const type of TYPES) {
      for (const seed of seeds(40)) {
        for (let v = 0; v < 5; v++) expect(propertySvg(seed, v, type).length).toBeLessThan(12 * 1024);
      }
    }
  });

  it('draws a distinct picture for each of 60 properties, in every view', () => {
    for (const type of TYPES) {
      for (let v = 0; v < 5; v++) expect(new Set(seeds(60).map((s) => propertySvg(s, v, type))).size).toBe(60);
    }
  });

  it('draws distinct rooms, destinations and brands', () => {
    for (let v = 0; v < 3; v++) expect(new Set(seeds(30).map((s) => roomSvg(s, v))).size).toBe(30);
    expect(new Set(PLACES.map(destinationSvg)).size).toBe(PLACES.length);
    expect(brandSvg('Eko Hotels', '#b45309')).not.toBe(brandSvg('Eko Hotels', '#1d4ed8'));
    expect(new Set([0, 1, 2, 3].map(heroSvg)).size).toBe(4);
    expect(new Set([0, 1, 2].map(authSvg)).size).toBe(3);
  });

  it('shows the same property in each view and wraps variants out of range', () => {
    expect(propertySvg('eko-grand', 0, 'hotel')).not.toBe(propertySvg('eko-grand', 1, 'hotel'));
    expect(propertySvg('eko-grand', 5, 'hotel')).toBe(propertySvg('eko-grand', 0, 'hotel'));
    expect(propertySvg('eko-grand', -1, 'hotel')).toBe(propertySvg('eko-grand', 4, 'hotel'));
    expect(roomSvg('x', 3)).toBe(roomSvg('x', 0));
    expect(heroSvg(Number.NaN)).toBe(heroSvg(0));
  });

  it('escapes names that contain markup characters', () => {
    const name = 'Ade & <Co> "Suites"';
    const place = destinationSvg(name);
    const logo = brandSvg(name, '#123456');
    for (const svg of [place, logo]) {
      expect(wellFormed(svg)).toBe(true);
      expect(svg).not.toContain('<Co>');
      expect(svg).toContain('Ade &amp; &lt;Co&gt; &quot;Suites&quot;');
    }
    expect(logo).toMatch(/>AC<\/text>/);
    expect(wellFormed(brandSvg('<&">', 'not a colour'))).toBe(true);
    expect(destinationSvg('Lagos\u0000\u001b')).toContain('<title>Lagos</title>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('draws the monogram from initials and keeps it readable on pale colours', () => {
    expect(brandSvg('The Wheatbaker', '#0f766e')).toMatch(/fill="#ffffff"[^>]*>W<\/text>/);
    expect(brandSvg('Sheraton', '#fde047')).not.toMatch(/fill="#ffffff"[^>]*>S<\/text>/);
    expect(brandSvg('Radisson Blu', 'abc')).toBe(brandSvg('Radisson Blu', '#AABBCC'));
    expect(brandSvg('Radisson Blu', 'oops')).toBe(brandSvg('Radisson Blu', '#6d28d9'));
  });
});
