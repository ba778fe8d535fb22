import { useFormFieldControl, type SelectProps } from '@inclusion/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';

let loadedSelect: ComponentType<SelectProps> | null = null;
const loadSelect = () =>
  import('@inclusion/ui/select').then((module) => {
    loadedSelect = module.Select;
    return module.Select;
  });

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
  ...aria
}: SelectProps) {
  const control = useFormFieldControl(aria);
  const chosen = value ?? defaultValue ?? '';
  return (
    <select
      {...control}
      name={name}
      autoComplete={autoComplete}
      className="ui-select site-native-select"
      value={chosen}
      onChange={(event) => onValueChange?.(event.target.value)}
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
 * The ui Select, whose Radix code loads after the page has hydrated. Until then (and without
 * JavaScript) a native select takes its place; focus moves across if the visitor was already on it.
 */
export function LazySelect(props: SelectProps) {
  const [Select, setSelect] = useState<ComponentType<SelectProps> | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    let active = true;
    const ready = loadedSelect ? Promise.resolve(loadedSelect) : loadSelect();
    ready
      .then((component) => {
        if (!active) return;
        hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
        setSelect(() => component);
      })
      .catch(() => {
        // Offline: the native select keeps working.
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (Select && hadFocus.current) wrapper.current?.querySelector<HTMLElement>('button')?.focus();
  }, [Select]);

  return (
    <span ref={wrapper} className="site-select">
      {Select ? <Select {...props} /> : <NativeSelect {...props} />}
    </span>
  );
}
