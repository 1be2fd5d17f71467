import { CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogFooter } from './DialogFooter';
import type { FormEvent, ReactNode, Ref } from 'react';

export interface FormDialogProps {
  /** Mounted and closed (default: open while mounted). */
  open?: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  loading: boolean;
  /** The submit button is disabled while the form cannot be sent. */
  disabled?: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  /** Called on submit unless disabled or loading; a form of hooks/useForm.ts passes its `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** The form element (useForm's `formRef`: it focuses the first invalid field). */
  formRef?: Ref<HTMLFormElement>;
}

/** A dialog holding a small form: fields, the server's error, Cancel and the submit button (Enter submits). */
export function FormDialog({
  open = true,
  title,
  children,
  submitLabel,
  loading,
  disabled,
  error,
  onSubmit,
  onClose,
  formRef,
}: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              ref={formRef}
              noValidate
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                if (!disabled && !loading) onSubmit(event);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {error && (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <DialogFooter onCancel={onClose} loading={loading} disabled={disabled}>
                {submitLabel}
              </DialogFooter>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A one-time key per opened dialog: a retried submit of the same form cannot act twice. */
export function newIdempotencyKey(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface WholeNumberFieldProps {
  label: string;
  value: string;
  min: number;
  max: number;
  /** Shown under the field while `invalid`. */
  error: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** A labelled whole-number input with its error line. */
export function WholeNumberField({ label, value, min, max, error, invalid, onChange }: WholeNumberFieldProps) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
