'use client';

import { Slot } from '@radix-ui/react-slot';
import {
  useCallback,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { loadOnce } from './load-once';

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
export function deferred<Props extends DeferredPartProps>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { activation, popup, hover = false }: DeferredOptions,
) {
  type OwnProps = Omit<Props, keyof DeferredPartProps> & { trigger: TriggerElement };
  const preload = loadOnce(load);

  function Deferred({ trigger, ...props }: OwnProps) {
    const [part, setPart] = useState<{ Part: ComponentType<Props>; openedBy: OpenedBy } | null>(null);

    if (part) {
      const partProps = { ...props, trigger, openedBy: part.openedBy } as unknown as Props;
      return <part.Part {...partProps} />;
    }

    const warm = () => void preload().catch(() => undefined);
    const open = (openedBy: OpenedBy) =>
      void preload().then(
        // A press that follows the hover before the part arrives is the stronger request: it opens the part.
        (Part) => setPart((current) => (current && current.openedBy !== 'hover' ? current : { Part, openedBy })),
        () => undefined,
      );
    // The trigger comes from a server component: in the page's payload it may arrive as a lazy reference to a later row
    // (React outlines parts of a long row), which cloneElement cannot read; Slot unwraps it.
    return (
      <Slot
        aria-haspopup={popup}
        aria-expanded={false}
        onFocus={warm}
        onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
          if (hover && event.pointerType === 'mouse') open('hover');
          else warm();
        }}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          if (activation === 'press' && event.button === 0 && !event.ctrlKey) open('pointer');
          else warm();
        }}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          // A click from Enter or Space has no pointer position (detail 0).
          if (activation === 'click') open(event.detail === 0 ? 'keyboard' : 'pointer');
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (activation === 'press' && ['Enter', ' ', 'ArrowDown'].includes(event.key)) {
            event.preventDefault();
            open('keyboard');
          }
        }}
      >
        {trigger}
      </Slot>
    );
  }
  Deferred.preload = preload;
  return Deferred;
}

/**
 * onOpenAutoFocus for a deferred menu: when a key press opened it, its first item takes the focus, as in a menu
 * opened from the keyboard once loaded.
 */
export function useKeyboardOpenFocus(openedBy: OpenedBy) {
  const pending = useRef(openedBy === 'keyboard');
  return useCallback((event: Event) => {
    if (!pending.current) return;
    pending.current = false;
    const content = event.currentTarget as HTMLElement | null;
    const first = content?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])');
    if (!first) return;
    event.preventDefault();
    first.focus();
  }, []);
}
