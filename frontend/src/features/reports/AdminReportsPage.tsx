import { type AdminReport, REPORT_REASON_LABELS, type ReportAction, type ReportReason } from '@contracts';
import { useState } from 'react';

import { errorMessage } from '../../app/errors';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { Page } from '../../components/Page';
import { Skeleton } from '../../components/Skeleton';
import { useSession } from '../auth/useSession';
import { timeAgo } from '../feed/timeAgo';
import NotFoundPage from '../not-found/NotFoundPage';
import { useAdminReportsQuery, useDecideReportMutation } from './reportsApi';

/** The review queue (admins only; everyone else gets the 404 page): open reports first. */
export default function AdminReportsPage() {
  const { user, isLoading } = useSession();
  if (isLoading) return <ReportsSkeleton />;
  if (!user?.isAdmin) return <NotFoundPage />;
  return <ReportsQueue />;
}

function ReportsQueue() {
  const { data, isLoading, isError, refetch } = useAdminReportsQuery();
  const reports = data?.reports ?? [];
  const open = reports.filter((r) => r.status === 'open').length;
  return (
    <Page
      title="Reports"
      subtitle="Reported feed posts. Serious reports are already hidden from everyone; restore a post or remove it for good."
    >
      {isLoading ? (
        <ReportsSkeleton inline />
      ) : isError ? (
        <Alert>
          <p>We could not load the reports.</p>
          <button type="button" className="link mt-1 rounded" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : reports.length === 0 ? (
        <div className="card p-6 sm:p-8">
          <p className="text-lg">Nothing to review.</p>
          <p className="mt-1 text-muted">Reported posts show up here, open ones first.</p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted">
            {open} open · {reports.length - open} restored
          </p>
          <ul className="flex flex-col gap-4">
            {reports.map((report) => (
              <ReportCard key={report.post.id} report={report} />
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const [decide, { isLoading, error }] = useDecideReportMutation();
  const [action, setAction] = useState<ReportAction | null>(null);
  // 'first reported … ago' counts from when the card appeared
  const [shownAt] = useState(Date.now);
  const { post } = report;
  const name = post.girl || 'Unknown';
  const busy = isLoading ? action : null;
  const run = (next: ReportAction) => {
    setAction(next);
    void decide({ postId: post.id, action: next });
  };
  const reasons = Object.entries(report.reasons) as [ReportReason, number][];
  return (
    <li className="card flex flex-col gap-4 p-4 sm:flex-row sm:p-5" aria-label={`Report of a picture of ${name}`}>
      <a
        href={post.imageUrl}
        target="_blank"
        rel="noreferrer"
        className="relative aspect-[9/16] w-32 shrink-0 self-start overflow-hidden rounded-xl bg-raised sm:w-40"
      >
        <img src={post.imageUrl} alt={name} loading="lazy" className="absolute inset-0 size-full object-cover" />
      </a>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${
              report.status === 'open' ? 'bg-rose text-white' : 'bg-raised text-muted'
            }`}
          >
            {report.status}
          </span>
          <p className="font-semibold">{name}</p>
          <p className="text-sm text-muted">
            by <bdi>{post.user}</bdi>
          </p>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Reasons">
          {reasons.map(([reason, count]) => (
            <li key={reason} className="rounded-full border border-line bg-raised px-3 py-1 text-sm">
              {REPORT_REASON_LABELS[reason]} <span className="font-semibold text-rose-soft">× {count}</span>
            </li>
          ))}
        </ul>
        {report.notes.length ? (
          <ul className="flex flex-col gap-1.5" aria-label="Notes">
            {report.notes.map((note, i) => (
              <li key={i} className="rounded-xl bg-raised/60 px-3 py-2 text-sm break-words text-ink">
                “{note}”
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-muted">
          First reported{' '}
          <time dateTime={report.firstReportedAt} title={new Date(report.firstReportedAt).toLocaleString()}>
            {timeAgo(report.firstReportedAt, shownAt)}
          </time>
        </p>
        {error ? <Alert>{errorMessage(error)}</Alert> : null}
        <div className="mt-auto flex flex-wrap gap-3">
          {report.status === 'open' ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={isLoading}
              onClick={() => run('restore')}
            >
              {busy === 'restore' ? 'Restoring...' : 'Restore'}
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={isLoading}
            onClick={() => run('remove')}
          >
            {busy === 'remove' ? 'Removing...' : 'Remove'}
          </button>
        </div>
      </div>
    </li>
  );
}

function ReportsSkeleton({ inline = false }: { inline?: boolean }) {
  const rows = (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading the reports…</span>
      {[0, 1].map((i) => (
        <div key={i} className="card flex gap-4 p-4">
          <Skeleton className="aspect-[9/16] w-32 shrink-0" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
  return inline ? rows : <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">{rows}</div>;
}
