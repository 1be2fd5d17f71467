import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { DialogFooter } from './DialogFooter';
import { MESSAGES } from '@vineyard/domain';

export interface ConfirmDialogProps {
  /** Open while set: the dialog title. */
  title: string | null;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
  description?: string;
  /** Colour of the confirm button: red (destructive, the default) or the brand colour. */
  confirmPalette?: 'red' | 'wine';
  /** Label of the dismiss button (default 'Cancel'). */
  cancelLabel?: string;
}

/** A confirmation dialog (spec: 'This action cannot be undone.' by default) with Cancel and the confirm button. */
export function ConfirmDialog({
  title,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
  description,
  confirmPalette = 'red',
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={title !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{description ?? MESSAGES.plot.deleteConfirm}</Text>
            </Dialog.Body>
            <DialogFooter
              onCancel={onClose}
              cancelLabel={cancelLabel}
              onConfirm={onConfirm}
              loading={loading}
              palette={confirmPalette}
            >
              {confirmLabel}
            </DialogFooter>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
