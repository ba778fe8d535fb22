import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useHydrated } from '../internal/useHydrated.js';

export type RevealInputType = 'radio' | 'checkbox';

/** The ids that tie an option's input, its label and its conditional content together. */
export function revealIds(inputId: string) {
  return { panelId: `${inputId}-conditional`, labelId: `${inputId}-label` };
}

/**
 * What the input that reveals content carries. `aria-controls` points at the content. `aria-expanded`
 * says whether it is shown, but only on a checkbox: ARIA 1.2 does not allow it on a radio (axe and
 * Lighthouse flag it, w3c/aria#1404), and JAWS and VoiceOver do not read it there anyway. It is left
 * out until scripts run, since without them nothing would keep it true.
 */
export function revealInputProps(
  type: RevealInputType,
  panelId: string,
  expanded: boolean,
  hydrated: boolean,
): InputHTMLAttributes<HTMLInputElement> {
  return {
    'aria-controls': panelId,
    'aria-expanded': type === 'checkbox' && hydrated ? expanded : undefined,
  };
}

interface OptionLike {
  value: string;
  conditional?: ReactNode;
}

/**
 * Keeps a radio or checkbox group's conditional content in step with its inputs: which options are
 * checked (read from `checked` when the group is controlled, else followed through change events and
 * form resets), and the props that tie each input to its content.
 */
export function useConditionalReveal<O extends OptionLike>(
  type: RevealInputType,
  options: readonly O[],
  inputProps: (option: O) => InputHTMLAttributes<HTMLInputElement>,
) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<string[]>(() =>
    options.filter((option) => inputProps(option).defaultChecked).map((option) => option.value),
  );
  const containerRef = useRef<HTMLDivElement>(null);

  const follow = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const { value, checked: isChecked } = event.currentTarget;
      setChecked((previous) => {
        const others = type === 'radio' ? [] : previous.filter((item) => item !== value);
        return isChecked ? [...others, value] : others;
      });
    },
    [type],
  );

  // form.reset() puts the default checks back without a change event; 'reset' fires just before it.
  useEffect(() => {
    const form = containerRef.current?.closest('form');
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReset = () => {
      timer = setTimeout(() => {
        const inputs = containerRef.current?.querySelectorAll<HTMLInputElement>(
          ':scope > .ui-choice > .ui-choice__input',
        );
        setChecked(Array.from(inputs ?? []).flatMap((input) => (input.checked ? [input.value] : [])));
      });
    };
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('reset', onReset);
      clearTimeout(timer);
    };
  }, []);

  return {
    containerRef,
    hydrated,
    /** The option's own input props, with the reveal's attributes and change tracking added. */
    inputProps(option: O, inputId: string): InputHTMLAttributes<HTMLInputElement> {
      const own = inputProps(option);
      const expanded = own.checked ?? checked.includes(option.value);
      return {
        ...own,
        ...(option.conditional ? revealInputProps(type, revealIds(inputId).panelId, expanded, hydrated) : {}),
        onChange: (event) => {
          follow(event);
          own.onChange?.(event);
        },
      };
    },
    /** Whether the option's content is shown. */
    expanded(option: O): boolean {
      return inputProps(option).checked ?? checked.includes(option.value);
    },
  };
}
