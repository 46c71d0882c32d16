import type {
  ChoiceField,
  ConsentField,
  ImageInput,
  PromptInput,
  SelectInput,
  TextField,
  ToolDescriptor,
  ToolInput,
} from '@contracts';
import { Fragment, useId } from 'react';

import { Dropzone, type PickedImage } from '../../components/Dropzone';
import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import type { Entries } from './toolEntries';

/** Side by side from sm up, on a shared row grid so two zones line up whatever their labels' length. */
const ZONE_CELL = 'sm:row-span-4 sm:grid sm:grid-rows-subgrid sm:[&>label]:self-end';
const BOX: Record<PromptInput['box'], string> = { line: '', short: 'min-h-28 resize-y', tall: 'min-h-32 resize-y' };

interface ToolInputsProps {
  tool: ToolDescriptor;
  entries: Entries;
  /** while the job runs the zones take no image */
  disabled: boolean;
  onText: (field: string, text: string) => void;
  onImage: (field: string, image: PickedImage | null) => void;
  onTick: (field: string, ticked: boolean) => void;
}

/** A tool form's fields, in the catalogue's order. */
export function ToolInputs(props: ToolInputsProps) {
  const ids = useId();
  return groupZones(props.tool.form.inputs).map((group) =>
    group.length > 1 ? (
      <div key={group[0]?.field} className="grid gap-y-5 sm:grid-cols-2 sm:gap-x-5 sm:gap-y-0">
        {group.map((input) => (
          <OneInput key={input.field} id={`${ids}-${input.field}`} input={input} zoneClass={ZONE_CELL} {...props} />
        ))}
      </div>
    ) : (
      <Fragment key={group[0]?.field}>
        {group.map((input) => (
          <OneInput key={input.field} id={`${ids}-${input.field}`} input={input} {...props} />
        ))}
      </Fragment>
    ),
  );
}

/** The inputs in order, two or more image zones in a row kept together (they sit side by side). */
function groupZones(inputs: readonly ToolInput[]): ToolInput[][] {
  const groups: ToolInput[][] = [];
  for (const input of inputs) {
    const last = groups.at(-1);
    if (input.kind === 'image' && last?.[0]?.kind === 'image') last.push(input);
    else groups.push([input]);
  }
  return groups;
}

function OneInput(props: ToolInputsProps & { id: string; input: ToolInput; zoneClass?: string }) {
  const { tool, entries, disabled, onText, onImage, onTick, id, input, zoneClass } = props;
  const { field } = input;
  switch (input.kind) {
    case 'image':
      return (
        <ImageZone
          input={input}
          className={zoneClass}
          value={entries.images[field] ?? null}
          onChange={onImage}
          disabled={disabled}
        />
      );
    case 'prompt':
      return (
        <PromptBox
          id={id}
          input={input}
          maxLength={(tool.fields[field] as TextField).maxLength}
          value={entries.texts[field] ?? ''}
          onChange={(text) => onText(field, text)}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          input={input}
          field={tool.fields[field] as ChoiceField}
          value={entries.texts[field] ?? ''}
          withImage={Object.values(entries.images).some(Boolean)}
          onChange={(text) => onText(field, text)}
        />
      );
    case 'consent':
      return (
        <div className="flex items-start gap-3 rounded-xl bg-night/60 px-4 py-3">
          <input
            id={id}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-rose"
            aria-required="true"
            checked={entries.ticks[field] ?? false}
            onChange={(event) => onTick(field, event.target.checked)}
          />
          <label htmlFor={id} className="text-sm leading-snug text-ink">
            {(tool.fields[field] as ConsentField).description}
          </label>
        </div>
      );
  }
}

function ImageZone(props: {
  input: ImageInput;
  value: PickedImage | null;
  onChange: (field: string, image: PickedImage | null) => void;
  disabled: boolean;
  className: string | undefined;
}) {
  const { input, value, onChange, disabled, className } = props;
  return (
    <Dropzone
      className={className}
      label={input.label}
      {...(input.hint ? { hint: input.hint } : {})}
      value={value}
      onChange={(image) => onChange(input.field, image)}
      disabled={disabled}
      preview={input.preview ?? true}
    />
  );
}

function PromptBox(props: {
  id: string;
  input: PromptInput;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const { id, input, maxLength, value, onChange } = props;
  const limit = useLimit(value, maxLength);
  const common = {
    id,
    placeholder: input.placeholder,
    ...limit.field,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {input.label}
      </label>
      {input.box === 'line' ? (
        <input type="text" className="field-input" autoComplete="off" {...common} />
      ) : (
        <textarea className={`field-input ${BOX[input.box]}`} {...common} />
      )}
      <LimitCounter {...limit.counter} />
    </div>
  );
}

function Select(props: {
  id: string;
  input: SelectInput;
  field: ChoiceField;
  value: string;
  /** an image is picked: the select's `withImage` note shows */
  withImage: boolean;
  onChange: (value: string) => void;
}) {
  const { id, input, field, value, withImage, onChange } = props;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {input.label}
      </label>
      <select id={id} className="field-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {field.choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      {withImage && input.withImage ? (
        <p className="mt-1.5 text-xs text-muted">{input.withImage.replace('{value}', value)}</p>
      ) : null}
    </div>
  );
}
