/**
 * How a tool's page looks, described in its catalogue entry (tools.ts): the web app's one ToolForm
 * renders every tool page from it. Every text here is shown as written (UI.md, the spec's pages).
 */

/** An upload zone for an image field of the body. */
export interface ImageInput {
  kind: 'image';
  field: string;
  label: string;
  /** the line inside the zone, when not the usual one */
  hint?: string;
  /** false: no thumbnail of the picked image in the zone (the file name still shows) */
  preview?: boolean;
}
/** A text field of the body: one line, or a box of `rows` (short or tall). */
export interface PromptInput {
  kind: 'prompt';
  field: string;
  label: string;
  placeholder: string;
  box: 'line' | 'short' | 'tall';
  /** left out of the body when blank (otherwise sent, trimmed, even blank) */
  optional?: boolean;
}
/** A choice field of the body, as a select of its choices, starting at its default. */
export interface SelectInput {
  kind: 'select';
  field: string;
  label: string;
  /** shown under it once an image is picked; `{value}` is the chosen option */
  withImage?: string;
}
/** A consent field of the body: a checkbox labelled with the field's description. */
export interface ConsentInput {
  kind: 'consent';
  field: string;
}
export type ToolInput = ImageInput | PromptInput | SelectInput | ConsentInput;

/** What a finished job shows: its media URL, and a download under `file` (`{ext}`: the URL's extension). */
interface ResultBase {
  /** the result area's accessible name */
  label: string;
  /** the message when the finished job has no media URL */
  missing: string;
  download: { file: string; label: string };
}
/** The output alone: a picture (optionally on a checkerboard for transparency) or a video. */
export interface SingleResult extends ResultBase {
  kind: 'image' | 'video';
  /** the output's alternative text (or the video's label) */
  alt: string;
  /** under the spinner while the job runs */
  busy: string;
  /** before there is a result */
  empty: string;
  checkerboard?: boolean;
}
/** The image sent and the output side by side (the form above, full width); a new image puts the result away. */
export interface ComparisonResult extends ResultBase {
  kind: 'comparison';
  /** the image field compared */
  of: string;
  original: { title: string; empty: string };
  output: { title: string; empty: string; busy: string; alt: string };
}

export interface ToolForm {
  title: string;
  subtitle: string;
  /** in the order the form shows them (two image zones in a row sit side by side) */
  inputs: readonly ToolInput[];
  /** a plain line under the inputs: what the tool does that a person should know before sending */
  note?: string;
  submit: { idle: string; busy: string };
  /** the progress bar's name ('Image') */
  progress: string;
  result: SingleResult | ComparisonResult;
}
