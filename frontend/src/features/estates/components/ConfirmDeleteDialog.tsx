import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

export interface ConfirmDeleteDialogProps {
  estateName: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete {name}?' — open while `estateName` is set. */
export function ConfirmDeleteDialog({ estateName, loading, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={estateName !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete {estateName}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                This removes the estate with its plots, vines, wine and money for every owner. It cannot be undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={loading} onClick={onConfirm}>
                Delete Estate
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
