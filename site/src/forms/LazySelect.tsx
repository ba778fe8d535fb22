import { useFormFieldControl, type SelectProps } from '@inclusion/ui';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';

type SelectComponent = ComponentType<SelectProps>;

/** The ui Select, once its code has arrived: every LazySelect of the page uses it from then on. */
let loadedSelect: SelectComponent | null = null;
/** The one request for that code, started by the first sign of intent on any LazySelect. */
let selectCode: Promise<SelectComponent> | null = null;
/** The LazySelects still showing the native select, each told when the code arrives. */
const waiting = new Set<(component: SelectComponent) => void>();

function requestSelect() {
  if (loadedSelect || selectCode) return;
  selectCode = import('@inclusion/ui/select').then((module) => {
    loadedSelect = module.Select;
    for (const arrived of [...waiting]) arrived(module.Select);
    return module.Select;
  });
  // Offline, or the chunk failed: the native selects keep working, and the next sign of intent asks again.
  selectCode.catch(() => {
    selectCode = null;
  });
}

/** Keys that leave the select or do nothing to it: they do not make it "in use". */
const idleKeys = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock', 'NumLock', 'Insert']);

/**
 * A native <select> with the same id, description and value: what the prerendered page holds, what
 * works before the Radix code arrives, and what is read with JavaScript off. No Suspense boundary, so
 * the prerendered HTML needs no inline script to reveal it.
 */
function NativeSelect({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  autoComplete,
  selectRef,
  onUse,
  onLeave,
  ...aria
}: SelectProps & { selectRef: Ref<HTMLSelectElement>; onUse: () => void; onLeave: () => void }) {
  const control = useFormFieldControl(aria);
  const chosen = value ?? defaultValue ?? '';
  return (
    <select
      {...control}
      ref={selectRef}
      name={name}
      autoComplete={autoComplete}
      className="ui-select site-native-select"
      value={chosen}
      onChange={(event) => onValueChange?.(event.target.value)}
      onPointerDown={onUse}
      onMouseDown={onUse}
      onTouchStart={onUse}
      onKeyDown={(event: KeyboardEvent) => {
        if (!idleKeys.has(event.key)) onUse();
      }}
      onBlur={onLeave}
    >
      <option value="" disabled={Boolean(control.required)}>
        {placeholder ?? ''}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The ui Select (Radix), whose code (about 30 kB compressed, with the scroll lock it brings) is fetched
 * only when a visitor shows they mean to use a select: the pointer entering it, a touch on it, or focus
 * reaching it. Nothing is fetched on load or when the page is idle. Until then, and without JavaScript,
 * a native select stands in; it is a complete control, so the swap is an improvement, never a need.
 *
 * The swap rule: the native select is replaced as soon as the code is there, unless it has focus and
 * the visitor has started using it (pressed a pointer or a key on it); then it is replaced when it loses
 * focus. Per visitor:
 * - Mouse: the pointer entering the field starts the fetch, usually well before the click, so the click
 *   lands on the Radix trigger. A click that comes first opens the browser's own list; it is not swapped
 *   under them (that would close the list and drop the choice), but after they leave the field.
 * - Keyboard, and screen readers moving focus (Tab in NVDA, JAWS, VoiceOver, Narrator, or a link of the
 *   error summary): focus starts the fetch and the swap moves focus to the trigger, which has the same
 *   label, description, value and role (combobox), so focus is never lost. A screen reader may say the
 *   field's name a second time as focus moves, the same words, not a different control. The swap and
 *   the focus move happen in one task (flushSync, layout effect), so no keystroke can land between
 *   them. If the visitor pressed a key on the native select before the code arrived (an arrow that
 *   changed the value, type-ahead, or Space, Alt+Down or F4, which open its list), it is theirs until
 *   they leave: no second announcement mid-choice, no open list closed under them. The value they chose
 *   is the form's (onValueChange sets it as they press), so the trigger shows it after the swap.
 * - Touch (phones, and VoiceOver on iOS or TalkBack, whose double tap sends the same touch or mouse
 *   events): the touch starts the fetch, but on slow mobile data the tap has usually already opened the
 *   phone's own picker, which is a good, accessible control: it is left alone and swapped only once
 *   they move on, so every select of the page looks and works the same afterwards. The window blurring
 *   (the OS picker or another app taking focus) keeps the select active, so that does not swap it.
 * - Offline or the chunk fails: the native select keeps working; the next sign of intent tries again.
 * - Once the code is there, the other LazySelects of the page swap too (none of them has focus), and a
 *   LazySelect mounted later (the registration form's conditional question) starts as the ui Select.
 */
export function LazySelect(props: SelectProps) {
  const [Select, setSelect] = useState<SelectComponent | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const native = useRef<HTMLSelectElement>(null);
  /** A pointer or key was pressed on the native select since it took focus: its list may be open. */
  const inUse = useRef(false);
  /** The native select had focus at the swap: the trigger takes it. */
  const moveFocus = useRef(false);

  /**
   * Swaps in the ui Select now if the rule above allows; otherwise the native select's blur will. It
   * uses refs and the state setter only, so one function serves every render.
   */
  const swap = useCallback((component: SelectComponent, now: boolean) => {
    const select = native.current;
    if (!select) return;
    const focused = select === document.activeElement;
    if (focused && inUse.current) return;
    moveFocus.current = focused;
    // From the code's arrival: the swap and the focus move in one task, so no keystroke falls between.
    if (now) flushSync(() => setSelect(() => component));
    else setSelect(() => component);
  }, []);

  // A layout effect: a LazySelect mounted after the code arrived never paints the native select.
  useLayoutEffect(() => {
    if (loadedSelect) {
      swap(loadedSelect, false);
      return;
    }
    const arrived = (component: SelectComponent) => swap(component, true);
    waiting.add(arrived);
    return () => {
      waiting.delete(arrived);
    };
  }, [swap]);

  useLayoutEffect(() => {
    if (!Select || !moveFocus.current) return;
    moveFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button[role="combobox"]')?.focus();
  }, [Select]);

  // Signs of intent, watched (not handled: the native select does its own work) until the swap.
  // pointerenter is before a click on desktop; mouseenter for browsers without pointer events;
  // touchstart is passive, so scrolling is never held up; focusin is Tab, a screen reader or a link.
  useEffect(() => {
    const area = wrapper.current;
    if (Select || !area) return;
    const events = ['pointerenter', 'mouseenter', 'touchstart', 'focusin'] as const;
    for (const type of events) area.addEventListener(type, requestSelect, { passive: true });
    // Intent shown before the page's scripts ran (slow data): the pointer already over it, or focus
    // already on it. What was pressed then is unknown, so a focused one counts as in use.
    if (area.contains(document.activeElement)) {
      inUse.current = true;
      requestSelect();
    } else if (area.matches(':hover')) requestSelect();
    return () => {
      for (const type of events) area.removeEventListener(type, requestSelect);
    };
  }, [Select]);

  return (
    <span ref={wrapper} className="site-select">
      {Select ? (
        <Select {...props} />
      ) : (
        <NativeSelect
          {...props}
          selectRef={native}
          onUse={() => {
            inUse.current = true;
          }}
          onLeave={() => {
            // The window losing focus (another app, or a phone's picker) blurs the select but leaves it
            // the active element: it is still in use. Chrome also blurs it as the swap removes it; the
            // ref is null by then, so swap() does nothing.
            if (native.current === document.activeElement) return;
            inUse.current = false;
            if (loadedSelect) swap(loadedSelect, false);
          }}
        />
      )}
    </span>
  );
}
