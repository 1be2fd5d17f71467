import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { DialogFooter } from './DialogFooter';
import type { FormEvent, ReactNode, Ref } from 'react';
import type { FieldValue, Form } from '../hooks/useForm';
import { TextField } from './FormFields';

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

/**
 * A whole-number field of a useForm form inside a dialog: labelled, named (the form focuses it
 * when invalid), with the form's message for it. `onEdit` runs on every change (to clear the
 * dialog's error line).
 */
export function WholeNumberFormField<V extends Record<string, FieldValue>, K extends keyof V & string>({
  form,
  onEdit,
  ...field
}: {
  form: Form<V>;
  name: K;
  label: string;
  min: number;
  max: number;
  onEdit?: () => void;
}) {
  const { name } = field;
  return (
    <TextField
      {...field}
      size="md"
      type="number"
      inputMode="numeric"
      step={1}
      value={String(form.values[name])}
      onChange={(value) => {
        form.setValue(name, value as V[K]);
        onEdit?.();
      }}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
    />
  );
}
