import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiFieldError } from '../api/errors';

/**
 * A field holds text (inputs, selects), a tick (a checkbox) or a list of ticked values (a group of
 * checkboxes sharing the field's name, e.g. FormFields' CheckboxGroupField).
 */
export type FieldValue = string | boolean | readonly string[];
type Values = Record<string, FieldValue>;
export type FormErrors<V extends Values> = Partial<Record<keyof V & string, string | null>>;

export interface Form<V extends Values> {
  values: V;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Replaces several values at once (the demo buttons prefill the sign-in form). */
  setValues: (values: Partial<V>) => void;
  /** The message to show under a field, if any. */
  errorOf: (name: keyof V & string) => string | undefined;
  /** Marks a field as visited: its client-side message shows from then on. */
  touch: (name: keyof V & string) => void;
  /** `onSubmit` of the form: validates everything, focuses the first invalid field or calls `onValid`. */
  handleSubmit: (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => void;
  /**
   * Shows the server's `errors: [{ field, message }]` next to the fields of this form and focuses
   * the first one; returns the entries that belong to no field.
   */
  applyServerErrors: (errors: ApiFieldError[] | undefined) => ApiFieldError[];
  focus: (name: keyof V & string) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** A submit was tried since the form started (or was reset): every client-side message shows. */
  submitted: boolean;
  reset: () => void;
}

/**
 * Form state of every form (sign-in, registration, estates, contact, …): values, the domain validators' messages, server field errors and
 * focus management. A field's client-side message appears once the player has left it with
 * something typed, or after the first submit; from then on it follows every keystroke. A server
 * message stays until the field changes. Field order (for focus) is the key order of `initial`.
 */
export function useForm<V extends Values>(initial: V, validate: (values: V) => FormErrors<V>): Form<V> {
  // `initial` counts at the first render, like useState's argument.
  const first = useRef(initial).current;
  const [values, setAllValues] = useState<V>(first);
  // The values as of the last change, not of the last render: a submit that follows a change
  // before React re-rendered (a click replayed by the prerendered page's boot script, a fast
  // keyboard user) validates and sends what the fields show.
  const latest = useRef<V>(first);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors<V>>({});
  const formRef = useRef<HTMLFormElement | null>(null);
  const order = useRef(Object.keys(initial) as (keyof V & string)[]).current;

  // Focus moves after the render that marks the field invalid, so assistive technology reads
  // the field together with its message.
  const [focusRequest, setFocusRequest] = useState<{ name: keyof V & string } | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    firstControl(formRef.current?.elements.namedItem(focusRequest.name))?.focus();
  }, [focusRequest]);
  const focus = useCallback((name: keyof V & string) => setFocusRequest({ name }), []);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setAllValues(latest.current);
    setServerErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const setValues = useCallback((next: Partial<V>) => {
    latest.current = { ...latest.current, ...next };
    setAllValues(latest.current);
    setServerErrors({});
  }, []);

  const clientErrors = validate(values);

  const errorOf = (name: keyof V & string) =>
    serverErrors[name] ??
    ((submitted || touched[name]) && clientErrors[name] ? clientErrors[name] : undefined) ??
    undefined;

  const touch = useCallback(
    (name: keyof V & string) => {
      const value = values[name];
      // Leaving an empty field untouched is not an error yet: the submit will say so.
      if (isEmpty(value)) return;
      setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
    },
    [values],
  );

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const current = latest.current;
    const errors = validate(current);
    const firstInvalid = order.find((name) => errors[name]);
    if (firstInvalid) {
      focus(firstInvalid);
      return;
    }
    void onValid(current);
  };

  const applyServerErrors = (errors: ApiFieldError[] | undefined): ApiFieldError[] => {
    const list = errors ?? [];
    const mine = list.filter((item) => (order as string[]).includes(fieldOf(item)));
    const next: FormErrors<V> = {};
    for (const item of mine) next[fieldOf(item) as keyof V & string] ??= item.message;
    setServerErrors(next);
    const firstInvalid = order.find((name) => next[name]);
    if (firstInvalid) focus(firstInvalid);
    return list.filter((item) => !mine.includes(item));
  };

  /** Back to `initial` (after a form was sent and stays on screen). */
  const reset = useCallback(() => {
    latest.current = first;
    setAllValues(first);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  }, [first]);

  return {
    values,
    setValue,
    setValues,
    errorOf,
    touch,
    handleSubmit,
    applyServerErrors,
    focus,
    formRef,
    submitted,
    reset,
  };
}

/** Nothing typed, ticked or chosen. */
function isEmpty(value: FieldValue): boolean {
  return value === '' || value === false || (Array.isArray(value) && value.length === 0);
}

/**
 * The control to focus for a field: the element of that name, or the first of several sharing it
 * (a group of checkboxes: `namedItem` answers a RadioNodeList then).
 */
function firstControl(item: Element | RadioNodeList | null | undefined): HTMLElement | undefined {
  if (item instanceof HTMLElement) return item;
  if (!item || !('length' in item)) return undefined;
  return Array.from(item as ArrayLike<Node>).find((node): node is HTMLElement => node instanceof HTMLElement);
}

/** The form field a server error names: `owners.0` and `owners[0]` belong to `owners`. */
function fieldOf(error: ApiFieldError): string {
  return error.field.split(/[.[]/)[0];
}
