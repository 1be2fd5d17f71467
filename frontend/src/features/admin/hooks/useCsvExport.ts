import { useState } from 'react';
import { api } from '../../../api';
import { selectAccessToken } from '../../../lib/session/authSlice';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { toast } from '../../../lib/toast';
import { downloadCsv } from '../download';

/** The CSV export of a mailing list (`/admin/{kind}.csv`): downloads it and refreshes the audit log. */
export function useCsvExport(kind: 'waitlist' | 'newsletter') {
  const token = useAppSelector(selectAccessToken);
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      const name = await downloadCsv(`/admin/${kind}.csv`, token, `${kind}.csv`);
      toast.success('Export downloaded', name);
      // the export is audited
      dispatch(api.util.invalidateTags([{ type: 'AdminAudit', id: 'LIST' }]));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed.');
    } finally {
      setExporting(false);
    }
  }

  return { exporting, download };
}
