/** A form's values by field name (useFormSubmission's `FormValues`, named here to keep the import one way). */
type FormValues = Record<string, unknown>;

type NamedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (node: unknown): node is NamedControl =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;

/** The form's controls of one name, in document order, hidden inputs left out (they are not typed in). */
function controlsNamed(form: HTMLElement, name: string): NamedControl[] {
  const found =
    form instanceof HTMLFormElement
      ? form.elements.namedItem(name)
      : form.querySelectorAll(`[name="${CSS.escape(name)}"]`);
  const list = found instanceof RadioNodeList || found instanceof NodeList ? [...found] : [found];
  return list
    .filter(isControl)
    .filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden'));
}

const isChoice = (control: NamedControl) =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What the controls of one field hold now, as a value of the same kind as the form's (`rendered`). */
function valueInDom(controls: NamedControl[], rendered: unknown): unknown {
  const [first] = controls;
  if (!first) return undefined;
  if (Array.isArray(rendered)) {
    return controls
      .filter((control) => isChoice(control) && (control as HTMLInputElement).checked)
      .map((c) => c.value);
  }
  if (typeof rendered === 'boolean') return isChoice(first) ? (first as HTMLInputElement).checked : undefined;
  if (typeof rendered !== 'string') return undefined;
  if (isChoice(first)) {
    const checked = controls.find((control) => (control as HTMLInputElement).checked);
    return checked?.value ?? '';
  }
  return first.value;
}

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => item === b[i])
    : Object.is(a, b);

/**
 * The rendered text as the control reports it. A text box's value is sanitised by the browser: a
 * textarea turns the CRLF line breaks of a posted form into LF, an input drops line breaks, and an
 * e-mail or URL input trims spaces. Without this, a server's answer to a form posted before the page
 * hydrated would look "typed in" (and lose its error) only because the browser rewrote it.
 */
function asShown(control: NamedControl | undefined, rendered: unknown): unknown {
  if (typeof rendered !== 'string' || !control) return rendered;
  if (control instanceof HTMLTextAreaElement) return rendered.replace(/\r\n?/g, '\n');
  if (!(control instanceof HTMLInputElement) || isChoice(control)) return rendered;
  const oneLine = rendered.replace(/[\r\n]/g, '');
  return control.type === 'email' || control.type === 'url' ? oneLine.trim() : oneLine;
}

/**
 * The fields whose controls hold something other than what React rendered, read once the form has
 * hydrated. On a prerendered page the form is on screen, and can be typed in, before its script has
 * arrived (on a slow phone, seconds); hydration leaves what was typed in the boxes but not in the form's
 * state, so the next render would blank them and a submit would say "required" under a filled box.
 * The browser's own restoring of a form on reload or Back lands here too. Fields of kinds it cannot
 * read (numbers, objects) are left as they are.
 */
export function typedBeforeHydration(form: HTMLElement, rendered: FormValues): FormValues {
  const typed: FormValues = {};
  for (const [name, value] of Object.entries(rendered)) {
    const controls = controlsNamed(form, name);
    const now = valueInDom(controls, value);
    if (now !== undefined && !same(now, value) && !same(now, asShown(controls[0], value))) typed[name] = now;
  }
  return typed;
}
