import { forwardRef, type ForwardedRef, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, TextareaHTMLAttributes } from 'react';
import { useFormFieldControl } from '../form-field/FormFieldContext.js';
import { describedBy } from '../form-field/useFieldIds.js';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';
import { assignRef } from '../internal/assignRef.js';
import { fill, plural } from '../locale/format.js';
import { useUiSection } from '../locale/context.js';
import { enTextArea } from '../locale/en.js';
import type { UiSection } from '../locale/context.js';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Shows a character count. The limit is not enforced: text over it stays, and the count says by how much. */
  maxCharacters?: number;
}

/** How long typing must pause before the count is read out. */
const ANNOUNCE_DELAY_MS = 1000;

const characters = (strings: UiSection<'textArea'>, count: number) =>
  plural(strings, strings.textArea.characters, count);

function countMessage(strings: UiSection<'textArea'>, length: number, max: number): string {
  const remaining = max - length;
  const words = strings.textArea;
  return remaining < 0
    ? fill(strings, words.tooMany, { characters: characters(strings, -remaining) })
    : fill(strings, words.remaining, { characters: characters(strings, remaining) });
}

/**
 * A multi-line text box. Inside a FormField it takes the field's id, description and state.
 * With `maxCharacters` it counts characters as GOV.UK Frontend does: no native `maxlength` (which cuts
 * pasted text without telling anyone), a visible count, and a polite announcement once typing pauses,
 * from a live region that is on the page only while the visitor is in the box.
 */
export const TextArea = /* @__PURE__ */ forwardRef(function TextArea(
  { rows = 5, maxCharacters, className, onChange, onFocus, onBlur, ...props }: TextAreaProps,
  ref: ForwardedRef<HTMLTextAreaElement>,
) {
  const controlProps = useFormFieldControl(props);
  const generatedId = useId();
  const baseId = controlProps.id ?? `textarea${generatedId.replace(/:/g, '')}`;
  const infoId = `${baseId}-info`;
  const countId = `${baseId}-count`;
  const controlled = props.value !== undefined;
  const [ownLength, setOwnLength] = useState(() => String(props.defaultValue ?? '').length);
  const length = controlled ? String(props.value).length : ownLength;
  const max = maxCharacters ?? 0;
  const strings = useUiSection('textArea', enTextArea);
  const message = countMessage(strings, length, max);
  const over = maxCharacters !== undefined && length > max;
  // The count a screen reader was last told (none yet: the description gives the limit).
  const [announced, setAnnounced] = useState(message);
  // What the live region says during this visit to the box: nothing until the count changes.
  const [newsThisVisit, setNewsThisVisit] = useState('');
  const [focused, setFocused] = useState(false);
  // The count as it was when the visitor came into the box: part of the description, so a visitor who
  // returns to a box with text in it hears how much room is left, or how much to cut. It stays as it
  // was while they type, so the description does not change under them (the live region does that job).
  const [onArrival, setOnArrival] = useState<{ length: number; message: string } | null>(null);
  const described = onArrival ?? { length, message };
  const node = useRef<HTMLTextAreaElement | null>(null);

  // Announce only while the user is in the box, and only once they stop typing: every keystroke would flood it.
  useEffect(() => {
    if (!focused || message === announced) return;
    const timer = setTimeout(() => {
      setAnnounced(message);
      setNewsThisVisit(message);
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [focused, message, announced]);

  // form.reset() restores the default text without a change event; 'reset' fires before it happens.
  useEffect(() => {
    const form = node.current?.form;
    if (controlled || !form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onReset = () => {
      timer = setTimeout(() => setOwnLength(node.current?.value.length ?? 0));
    };
    form.addEventListener('reset', onReset);
    return () => {
      form.removeEventListener('reset', onReset);
      clearTimeout(timer);
    };
  }, [controlled]);

  const setRefs = useCallback(
    (element: HTMLTextAreaElement | null) => {
      node.current = element;
      assignRef(ref, element);
    },
    [ref],
  );

  const textarea = (
    <textarea
      ref={setRefs}
      rows={rows}
      className={['ui-textarea', over && 'ui-textarea--over', className].filter(Boolean).join(' ')}
      {...controlProps}
      aria-describedby={
        maxCharacters === undefined
          ? controlProps['aria-describedby']
          : describedBy(controlProps['aria-describedby'], infoId, described.length > 0 && countId)
      }
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        if (!controlled) setOwnLength(event.currentTarget.value.length);
        onChange?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLTextAreaElement>) => {
        setFocused(true);
        setOnArrival({ length, message });
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLTextAreaElement>) => {
        setFocused(false);
        setOnArrival(null);
        setNewsThisVisit('');
        onBlur?.(event);
      }}
    />
  );
  if (maxCharacters === undefined) return textarea;

  return (
    <div className="ui-textarea__group">
      {textarea}
      <VisuallyHidden id={infoId}>
        {fill(strings, strings.textArea.limit, { characters: characters(strings, max) })}
      </VisuallyHidden>
      <span id={countId} hidden>
        {described.message}
      </span>
      <div
        className={['ui-textarea__count', over && 'ui-textarea__count--over'].filter(Boolean).join(' ')}
        aria-hidden="true"
      >
        {message}
      </div>
      {/* The live region exists only while the visitor is in the box, empty until the count changes. A
          region always on the page would stay in the accessibility tree behind a modal dialog (Radix keeps
          live regions and their ancestors exposed), and would repeat an old count to anyone who reaches it. */}
      {focused ? (
        <VisuallyHidden className="ui-textarea__status" aria-live="polite">
          {newsThisVisit}
        </VisuallyHidden>
      ) : null}
    </div>
  );
});
