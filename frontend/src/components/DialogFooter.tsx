import { Button, Dialog, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFooterProps {
  /** The primary button's text. */
  children: ReactNode;
  onCancel: () => void;
  cancelLabel?: string;
  /** Without it the primary button submits the dialog's form. */
  onConfirm?: () => void;
  loading?: boolean;
  disabled?: boolean;
  palette?: ButtonProps['colorPalette'];
}

/** The buttons of every dialog: Cancel (outline), then the primary action. */
export function DialogFooter({
  children,
  onCancel,
  cancelLabel = 'Cancel',
  onConfirm,
  loading,
  disabled,
  palette = 'wine',
}: DialogFooterProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        colorPalette={palette}
        loading={loading}
        disabled={disabled}
        onClick={onConfirm}
      >
        {children}
      </Button>
    </Dialog.Footer>
  );
}
