import {
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import type { MenuSpec } from './menu-spec';

type Body = ComponentType<{ spec: MenuSpec; trigger: ReactElement; defaultOpen: boolean }>;

let loading: Promise<Body> | undefined;
const loadBody = () => {
  loading ??= import('./menu-body').then((module) => module.MenuBody);
  return loading;
};

/**
 * A menu whose machinery (zag's menu, positioning, dismissal: ~20 KB gzip) is not part of the
 * first load. Until it arrives the trigger is the same button; it is fetched at the visitor's first
 * interaction with the page (or when the trigger is hovered or focused) and put in place then or
 * when the trigger is used: a click or arrow key that came first opens the menu as soon as it is
 * there, keeping focus on the trigger.
 * Hover and focus only fetch: swapping the button between a press and its release (a mouse press
 * focuses it) would lose that click.
 */
export function DeferredMenu(props: { spec: MenuSpec; trigger: ReactElement<Record<string, unknown>> }) {
  // Always the plain button first, so hydration matches the server's HTML.
  const [Loaded, setLoaded] = useState<Body>();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const slot = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  const pressed = useRef(false);

  const load = useCallback((unlessPressed: boolean) => {
    void loadBody().then((body) => {
      if (unlessPressed && pressed.current) return;
      refocus.current = Boolean(slot.current?.contains(document.activeElement));
      setLoaded(() => body);
    });
  }, []);
  useEffect(() => onFirstInteraction(() => load(true)), [load]);
  useEffect(() => {
    if (Loaded && refocus.current) slot.current?.querySelector<HTMLElement>('button')?.focus();
  }, [Loaded]);

  const open = () => {
    pressed.current = false;
    setOpenOnLoad(true);
    load(false);
  };
  const prefetch = () => void loadBody();
  const trigger = Loaded
    ? props.trigger
    : cloneElement(props.trigger, {
        'aria-haspopup': 'menu',
        'aria-expanded': false,
        onPointerEnter: prefetch,
        onFocus: prefetch,
        onPointerDown: () => {
          pressed.current = true;
        },
        onPointerLeave: () => {
          pressed.current = false;
        },
        onClick: open,
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            open();
          }
        },
      });
  return (
    <span ref={slot} style={{ display: 'contents' }}>
      {Loaded ? <Loaded spec={props.spec} trigger={trigger} defaultOpen={openOnLoad} /> : trigger}
    </span>
  );
}
