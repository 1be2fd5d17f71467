import {
  Checkbox,
  Field,
  Fieldset,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  type InputProps,
} from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { LuEye, LuEyeOff } from 'react-icons/lu';

/**
 * The form fields of every form, driven by hooks/useForm.ts: a label, the control, the helper
 * text and the error, wired for assistive technology. `size="lg"` (default) is the look of the
 * sign-in pages; `size="md"` the compact one of forms inside the game and the site.
 */
type FieldSize = 'md' | 'lg';

interface BaseFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  maxLength?: number;
  size?: FieldSize;
  onFocus?: () => void;
  /** Shown under the helper text, above the error (e.g. a list of completions). */
  below?: ReactNode;
}

export interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'number';
  inputMode?: InputProps['inputMode'];
  /** Prose (a name, a subject): the keyboard may capitalise and correct. Off for identifiers. */
  prose?: boolean;
  /** Bounds and step of a number field. */
  min?: number;
  max?: number;
  step?: number;
  /** Completions are offered in a list under the field (`aria-autocomplete="list"`). */
  listAutocomplete?: boolean;
}

function FieldLabel({
  label,
  required,
  optional,
  size,
}: Pick<BaseFieldProps, 'label' | 'required' | 'optional' | 'size'>) {
  return (
    <Field.Label fontWeight={size === 'md' ? undefined : 'semibold'} color="fg">
      {label}
      {required && <Field.RequiredIndicator color="wine.600" />}
      {optional && (
        <Text as="span" fontWeight="normal" color="fg.muted">
          (optional)
        </Text>
      )}
    </Field.Label>
  );
}

function FieldMessages({ error, helper, below }: Pick<BaseFieldProps, 'error' | 'helper' | 'below'>) {
  return (
    <>
      {helper && !error && (
        <Field.HelperText color="fg.muted" fontSize="sm">
          {helper}
        </Field.HelperText>
      )}
      {below}
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </>
  );
}

/**
 * Ids of the helper and error texts, and the `aria-describedby` that names the one on screen.
 * Ark's field only points `aria-errormessage` at the error, which many screen readers ignore.
 */
function useDescribedBy(error: string | undefined, helper: ReactNode) {
  const id = useId();
  const ids = { errorText: `${id}-error`, helperText: `${id}-helper` };
  const describedBy = error ? ids.errorText : helper ? ids.helperText : undefined;
  return { ids, describedBy };
}

const inputStyles = {
  bg: 'bg.panel',
  borderColor: 'border.emphasized',
  _hover: { borderColor: 'cream.500' },
  _placeholder: { color: 'fg.subtle' },
  // Explicit, because the border colour above would otherwise win over the recipe's invalid state.
  _invalid: { borderColor: 'red.600', focusRingColor: 'red.600', _hover: { borderColor: 'red.700' } },
} as const;

/**
 * A labelled input with its message. Field.Root wires the label, `aria-invalid`, `aria-required`
 * and `aria-describedby` (helper and error text) onto the input.
 */
export function TextField(props: TextFieldProps) {
  const prose = props.prose ?? false;
  return (
    <LabelledField field={props}>
      {(describedBy) => (
        <Input
          {...inputStyles}
          size={props.size ?? 'lg'}
          maxLength={props.maxLength}
          aria-describedby={describedBy}
          name={props.name}
          type={props.type ?? 'text'}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
          autoComplete={props.autoComplete}
          aria-autocomplete={props.listAutocomplete ? 'list' : undefined}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          min={props.min}
          max={props.max}
          step={props.step}
          autoCapitalize={prose ? undefined : 'none'}
          autoCorrect={prose ? undefined : 'off'}
          spellCheck={prose ? undefined : false}
        />
      )}
    </LabelledField>
  );
}

export type PasswordFieldProps = BaseFieldProps & { autoComplete: 'current-password' | 'new-password' };

/** A password input with a show/hide toggle (a real button: keyboard and screen-reader usable). */
export function PasswordField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  helper,
  required,
  autoComplete,
  placeholder,
  disabled,
  size = 'lg',
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { ids, describedBy } = useDescribedBy(error, helper);
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={ids}>
      <FieldLabel label={label} required={required} size={size} />
      <InputGroup
        endElementProps={{ pe: '1' }}
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            color="fg.muted"
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            disabled={disabled}
          >
            {visible ? <LuEyeOff /> : <LuEye />}
          </IconButton>
        }
      >
        <Input
          {...inputStyles}
          size={size}
          aria-describedby={describedBy}
          name={name}
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          placeholder={placeholder}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
      </InputGroup>
      <FieldMessages error={error} helper={helper} />
    </Field.Root>
  );
}

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  required?: boolean;
  /** Only as wide as its label (e.g. next to a link on one row). */
  inline?: boolean;
}

/** A checkbox (native input underneath, so it focuses and toggles with the keyboard). */
export function CheckboxField({ name, checked, onChange, children, error, required, inline }: CheckboxFieldProps) {
  const { ids, describedBy } = useDescribedBy(error, null);
  return (
    <Field.Root invalid={Boolean(error)} required={required} width={inline ? 'auto' : 'full'} ids={ids}>
      <FormCheckbox
        name={name}
        checked={checked}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={describedBy}
      >
        {children}
      </FormCheckbox>
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}

/** One checkbox of a form (native input underneath): CheckboxField's, or one of CheckboxGroupField's. */
function FormCheckbox({
  name,
  value,
  checked,
  onChange,
  invalid,
  describedBy,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
  describedBy: string | undefined;
  children: ReactNode;
}) {
  return (
    <Checkbox.Root
      name={name}
      value={value}
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      invalid={invalid}
      colorPalette="wine"
      alignItems="flex-start"
    >
      <Checkbox.HiddenInput aria-describedby={describedBy} />
      <Checkbox.Control mt="0.5" borderColor={invalid ? 'red.600' : 'border.emphasized'} />
      <Checkbox.Label fontWeight="normal" color="fg">
        {children}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface CheckboxGroupFieldProps<T extends string> {
  /** Every box's name: the form finds the group by it (and focuses its first box). */
  name: string;
  /** The group's legend. */
  label: string;
  /** The ticked values, in the order of `options`. */
  value: readonly T[];
  onChange: (value: T[]) => void;
  /** [value, label] pairs, in the order shown. */
  options: readonly (readonly [T, ReactNode])[];
  error?: string;
  /** Under the legend while there is no error. */
  helper?: ReactNode;
}

/**
 * A group of checkboxes for a list-valued field of useForm (`string[]`): a legend, the helper or
 * the error, and one native checkbox per option (keyboard: Tab to a box, Space ticks it). The
 * fieldset names its helper or error, and so does each box, so the message is read with the box.
 */
export function CheckboxGroupField<T extends string>({
  name,
  label,
  value,
  onChange,
  options,
  error,
  helper,
}: CheckboxGroupFieldProps<T>) {
  const id = useId();
  // the ids Ark's fieldset gives its texts (fieldset::<id>::error-text), so the boxes can name them too
  const describedBy = error ? `fieldset::${id}::error-text` : helper ? `fieldset::${id}::helper-text` : undefined;
  const toggle = (option: T, on: boolean) =>
    onChange(options.map(([o]) => o).filter((o) => (o === option ? on : value.includes(o))));
  return (
    <Fieldset.Root id={id} invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
        {label}
      </Fieldset.Legend>
      {helper && !error && (
        <Fieldset.HelperText color="fg.muted" fontSize="sm">
          {helper}
        </Fieldset.HelperText>
      )}
      <Stack gap="2" mt="2">
        {options.map(([option, text]) => (
          <FormCheckbox
            key={option}
            name={name}
            value={option}
            checked={value.includes(option)}
            onChange={(on) => toggle(option, on)}
            invalid={Boolean(error)}
            describedBy={describedBy}
          >
            {text}
          </FormCheckbox>
        ))}
      </Stack>
      <Fieldset.ErrorText color="red.700" fontSize="sm">
        {error}
      </Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The label above, the helper or error below; `children` renders the control with its `aria-describedby`. */
function LabelledField({
  field,
  children,
}: {
  field: Pick<BaseFieldProps, 'label' | 'error' | 'helper' | 'required' | 'optional' | 'disabled' | 'size' | 'below'>;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const { ids, describedBy } = useDescribedBy(field.error, field.helper);
  return (
    <Field.Root invalid={Boolean(field.error)} required={field.required} disabled={field.disabled} ids={ids}>
      <FieldLabel label={field.label} required={field.required} optional={field.optional} size={field.size ?? 'lg'} />
      {children(describedBy)}
      <FieldMessages error={field.error} helper={field.helper} below={field.below} />
    </Field.Root>
  );
}

export interface TextareaFieldProps extends BaseFieldProps {
  rows?: number;
}

/** A labelled multi-line input with its message. */
export function TextareaField(props: TextareaFieldProps) {
  return (
    <LabelledField field={props}>
      {(describedBy) => (
        <Textarea
          {...inputStyles}
          size={props.size ?? 'lg'}
          aria-describedby={describedBy}
          name={props.name}
          value={props.value}
          rows={props.rows}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
        />
      )}
    </LabelledField>
  );
}

export interface SelectFieldProps<T extends string> extends Omit<BaseFieldProps, 'value' | 'onChange'> {
  value: T | '';
  onChange: (value: T) => void;
  /** [value, label] pairs. */
  options: readonly (readonly [T, string])[];
}

/** A labelled native select with its message; `placeholder` is a first, disabled choice. */
export function SelectField<T extends string>(props: SelectFieldProps<T>) {
  return (
    <LabelledField field={props}>
      {(describedBy) => (
        <NativeSelect.Root size={props.size ?? 'lg'}>
          <NativeSelect.Field
            name={props.name}
            value={props.value}
            aria-describedby={describedBy}
            bg="bg.panel"
            onChange={(event) => props.onChange(event.target.value as T)}
            onBlur={props.onBlur}
          >
            {props.placeholder !== undefined && (
              <option value="" disabled>
                {props.placeholder}
              </option>
            )}
            <SelectOptions options={props.options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </LabelledField>
  );
}

/** The `<option>`s of a native select, from [value, label] pairs. */
export function SelectOptions({ options }: { options: readonly (readonly [string, string])[] }) {
  return options.map(([option, text]) => (
    <option key={option} value={option}>
      {text}
    </option>
  ));
}
