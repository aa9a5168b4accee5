'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** The full form once its code has arrived, and where the visitor asked to go on in it. */
export interface Handover<Part, Start> {
  part: Part;
  start?: Start;
}

/** The element that held the focus in the plain form, found again in the full one, with the text selected in it. */
interface FocusPlace {
  selector: string;
  selection?: [number, number, 'forward' | 'backward' | 'none'];
}

/** A press that has ended waits this long for its click (a tap's click comes after the finger has lifted). */
const CLICK_WAIT_MS = 300;
/** A press, key or composition never seen ending (lost to another window) holds the hand-over no longer than this. */
const LONGEST_HOLD_MS = 3000;

function focusPlace(root: HTMLElement): FocusPlace | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !root.contains(active)) return undefined;
  const name = active.getAttribute('name');
  let selector: string | undefined;
  if (name && active instanceof HTMLInputElement && (active.type === 'radio' || active.type === 'checkbox'))
    selector = `[name="${CSS.escape(name)}"][value="${CSS.escape(active.value)}"]`;
  else if (name) selector = `[name="${CSS.escape(name)}"]`;
  else if (active.matches('[type="submit"]')) selector = '[type="submit"]';
  if (!selector) return undefined;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    // Inputs without a caret (e-mail, number) have no selection to keep.
    const { selectionStart, selectionEnd, selectionDirection } = active;
    if (selectionStart !== null && selectionEnd !== null)
      return { selector, selection: [selectionStart, selectionEnd, selectionDirection ?? 'none'] };
  }
  return { selector };
}

function restoreFocus(root: HTMLElement, place: FocusPlace) {
  const target = root.querySelector<HTMLElement>(place.selector);
  if (!target) return;
  if (document.activeElement !== target) target.focus({ preventScroll: true });
  if (place.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...place.selection);
    } catch {
      // An input whose type keeps no caret.
    }
  }
}

/**
 * The hand-over of a plain form (rendered on the server, working without scripts, light on the page's first load) to
 * its full form, whose code is fetched when the visitor first reaches for it. `take(start)` fetches the full form and
 * hands over; the last reach wins. The hand-over never happens under the visitor's hand: while a press (until its
 * click), a key or a composition that began in the plain form is under way, it waits, so that a button is never
 * replaced between its press and its release. The full form takes over the focus, and the selection or caret in the
 * field the visitor was in. Spread `root` on a wrapper (`display: contents`) around both forms.
 */
export function useHandover<Part, Start>(load: () => Promise<Part>, initial?: () => Handover<Part, Start> | null) {
  const root = useRef<HTMLDivElement>(null);
  const [full, setFull] = useState<Handover<Part, Start> | null>(initial ?? null);
  const next = useRef<Handover<Part, Start> | null>(null);
  const handedOver = useRef(full);
  const place = useRef<FocusPlace | undefined>(undefined);
  const hold = useRef({ press: false, awaitingClick: false, keys: new Set<string>(), composing: false });

  const flush = useCallback(() => {
    const h = hold.current;
    if (handedOver.current || !next.current || !root.current) return;
    if (h.press || h.awaitingClick || h.keys.size || h.composing) return;
    const handover = next.current;
    handedOver.current = handover;
    next.current = null;
    // The focus and caret are read and the full form is put in their place in one go: a key typed in between would
    // leave the caret behind the text.
    place.current = focusPlace(root.current);
    flushSync(() => setFull(handover));
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!element || full) return;
    const h = hold.current;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (run: () => void, ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    const flushSoon = () => later(flush, 0);
    const letGo = () => {
      h.press = false;
      h.awaitingClick = false;
      h.keys.clear();
      h.composing = false;
      flushSoon();
    };
    // Replays of events that came before the page ran are not the visitor's hand now.
    const onPointerDown = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      h.press = true;
      h.awaitingClick = false;
      later(letGo, LONGEST_HOLD_MS);
    };
    const onPointerUp = () => {
      if (!h.press) return;
      h.press = false;
      h.awaitingClick = true;
      later(() => {
        h.awaitingClick = false;
        flush();
      }, CLICK_WAIT_MS);
    };
    const onClick = () => {
      h.awaitingClick = false;
      flushSoon();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.isTrusted) return;
      h.keys.add(event.code || event.key);
      later(letGo, LONGEST_HOLD_MS);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (!h.keys.delete(event.code || event.key)) return;
      flushSoon();
    };
    const onCompositionStart = () => {
      h.composing = true;
      later(letGo, LONGEST_HOLD_MS);
    };
    const onCompositionEnd = () => {
      h.composing = false;
      flushSoon();
    };
    // One signal takes every listener away again.
    const listening = new AbortController();
    const capture = { capture: true, signal: listening.signal };
    element.addEventListener('pointerdown', onPointerDown, capture);
    element.addEventListener('keydown', onKeyDown, capture);
    element.addEventListener('compositionstart', onCompositionStart, capture);
    element.addEventListener('compositionend', onCompositionEnd, capture);
    window.addEventListener('pointerup', onPointerUp, capture);
    window.addEventListener('pointercancel', letGo, capture);
    window.addEventListener('click', onClick, capture);
    window.addEventListener('keyup', onKeyUp, capture);
    window.addEventListener('blur', letGo, { signal: listening.signal });
    return () => {
      listening.abort();
      timers.forEach(clearTimeout);
    };
  }, [full, flush]);

  // The full form is in the page: the visitor goes on where they were.
  useLayoutEffect(() => {
    if (!full || !place.current || !root.current) return;
    restoreFocus(root.current, place.current);
    place.current = undefined;
  }, [full]);

  /** Fetches the full form and hands over to it, starting at `start`, once the visitor's hand is off the form. */
  const take = (start?: Start) =>
    load().then(
      (part) => {
        next.current = { part, start };
        // After every reach answered by the same arrival: the last one wins.
        queueMicrotask(flush);
      },
      () => undefined,
    );
  /** Hands over to the full form, already fetched, unless the visitor has already asked for it somewhere. */
  const follow = (part: Part) => {
    next.current ??= { part };
    queueMicrotask(flush);
  };
  return { root, full, take, follow };
}
