import type { ConsentField, ToolDescriptor, ToolId, ToolRequest } from '@contracts';
import { useState } from 'react';

import type { PickedImage } from '../../components/Dropzone';
import { bodyOf, type Entries, firstEntries, validate } from './toolEntries';
import { ToolInputs } from './ToolInputs';
import { mediaUrl, SubmitButton, ToolLayout, ToolStatus } from './ToolKit';
import { ToolResultView } from './ToolResultView';
import { useToolJob } from './useToolJob';

/**
 * Any tool's page body, from its catalogue entry (contracts/tools.ts `form`): the fields, the checks
 * before sending (the API's messages), the job's progress and errors, and its result with a download.
 */
export function ToolForm({ tool }: { tool: ToolDescriptor }) {
  const [entries, setEntries] = useState<Entries>(() => firstEntries(tool));
  const [validation, setValidation] = useState<string | null>(null);
  // a comparison: the image sent (shown next to the result); a newly picked image puts the result away
  const [sent, setSent] = useState<PickedImage | null>(null);
  const [stale, setStale] = useState(false);
  const job = useToolJob(tool.id);
  const { result: shows } = tool.form;
  const compared = shows.kind === 'comparison' ? shows.of : null;

  const url = stale ? null : mediaUrl((job.result as Record<string, unknown> | null)?.[tool.resultField]);
  const missing = job.result && !stale && !url ? shows.missing : null;

  function set<K extends keyof Entries>(part: K, field: string, value: Entries[K][string]) {
    setEntries((now) => ({ ...now, [part]: { ...now[part], [field]: value } }));
  }

  function onImage(field: string, image: PickedImage | null) {
    set('images', field, image);
    if (field === compared) {
      setSent(null);
      setStale(true);
    }
  }

  function onTick(field: string, ticked: boolean) {
    set('ticks', field, ticked);
    if (ticked && validation === (tool.fields[field] as ConsentField).refused) setValidation(null);
  }

  function onSubmit() {
    if (job.running) return;
    const problem = validate(tool, entries);
    setValidation(problem);
    if (problem) return;
    if (compared) {
      setSent(entries.images[compared] ?? null);
      setStale(false);
    }
    // the body is built from the entry's own fields: the request type of this tool
    void job.submit(bodyOf(tool, entries) as ToolRequest<ToolId>);
  }

  return (
    <ToolLayout
      resultUrl={url}
      stacked={compared !== null}
      onSubmit={onSubmit}
      resultLabel={shows.label}
      form={
        <>
          <ToolInputs
            tool={tool}
            entries={entries}
            disabled={job.running}
            onText={(field, text) => set('texts', field, text)}
            onImage={onImage}
            onTick={onTick}
          />
          {tool.form.note && <p className="text-sm text-muted">{tool.form.note}</p>}
          <SubmitButton running={job.running} idle={tool.form.submit.idle} busy={tool.form.submit.busy} />
          <ToolStatus tool={job} validation={validation} missing={missing} label={tool.form.progress} />
        </>
      }
      result={
        <ToolResultView
          shows={shows}
          running={job.running}
          url={url}
          original={sent ?? (compared ? (entries.images[compared] ?? null) : null)}
        />
      }
    />
  );
}
