import { type ReactNode, useCallback, useState } from 'react';

import { ReportDialog } from './ReportDialog';

interface Target {
  postId: string;
  subject: string;
}

/**
 * The report dialog of a page, kept outside the reported card: the card leaves the page as soon as
 * the report is in, while the dialog stays to say thanks.
 */
export function useReportDialog(): { openReport: (postId: string, subject: string) => void; reportDialog: ReactNode } {
  const [target, setTarget] = useState<Target | null>(null);
  const openReport = useCallback((postId: string, subject: string) => setTarget({ postId, subject }), []);
  const reportDialog = target ? (
    <ReportDialog key={target.postId} postId={target.postId} subject={target.subject} onClose={() => setTarget(null)} />
  ) : null;
  return { openReport, reportDialog };
}
