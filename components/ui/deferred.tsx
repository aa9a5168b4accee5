'use client';

import {
  cloneElement,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

/** How the visitor opened a deferred part. */
export type OpenedBy = 'keyboard' | 'pointer' | 'hover';

type TriggerElement = ReactElement<ComponentProps<'button'>>;

/** What a deferred part receives besides its own props. */
export interface DeferredPartProps {
  /** The button to render as the part's trigger (through asChild). */
  trigger: TriggerElement;
  /** How the visitor opened it: the part mounts open. */
  openedBy: OpenedBy;
}

interface DeferredOptions {
  /** Menus open on a press (as Radix's menu trigger does); dialogs and popovers on a click. */
  activation: 'press' | 'click';
  /** What the trigger opens, for aria-haspopup until the part takes over. */
  popup: 'menu' | 'dialog';
  /** Opening by pointing at the trigger (wide screens, mouse) is allowed; the part decides when to honour it. */
  hover?: boolean;
}

/**
 * A menu, popover or dialog whose code loads only when the visitor is about to use it. Until then its trigger is a
 * plain button; pointing at it or focusing it fetches the part, and activating it mounts the part already open, so
 * first-load JavaScript carries only the button.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredPartProps> }>,
  { activation, popup, hover = false }: DeferredOptions,
) {
  let loading: Promise<ComponentType<P & DeferredPartProps>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (m) => m.default,
      (err: unknown) => {
        // A failed fetch (weak signal) is tried again at the next intent.
        loading = undefined;
        throw err;
      },
    );
    return loading;
  };

  function Deferred({ trigger, ...props }: P & { trigger: TriggerElement }) {
    const [part, setPart] = useState<{ Part: ComponentType<P & DeferredPartProps>; openedBy: OpenedBy } | null>(null);

    if (part) return <part.Part {...(props as P)} trigger={trigger} openedBy={part.openedBy} />;

    const warm = () => void preload().catch(() => undefined);
    const open = (openedBy: OpenedBy) =>
      void preload().then(
        (Part) => setPart((current) => current ?? { Part, openedBy }),
        () => undefined,
      );
    return cloneElement(trigger, {
      'aria-haspopup': popup,
      'aria-expanded': false,
      onFocus: warm,
      onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
        if (hover && event.pointerType === 'mouse') open('hover');
        else warm();
      },
      onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
        if (activation === 'press' && event.button === 0 && !event.ctrlKey) open('pointer');
        else warm();
      },
      onClick: (event) => {
        // A click from Enter or Space has no pointer position (detail 0).
        if (activation === 'click') open(event.detail === 0 ? 'keyboard' : 'pointer');
      },
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (activation === 'press' && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault();
          open('keyboard');
        }
      },
    });
  }
  Deferred.preload = preload;
  return Deferred;
}
