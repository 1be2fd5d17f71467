import { ConfirmDialog } from '../../../components/ConfirmDialog';

export interface ConfirmDeleteDialogProps {
  estateName: string | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete {name}?' — open while `estateName` is set. */
export function ConfirmDeleteDialog({ estateName, loading, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      title={estateName === null ? null : `Delete ${estateName}?`}
      description="This removes the estate with its plots, vines, wine and money for every owner. It cannot be undone."
      confirmLabel="Delete Estate"
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
