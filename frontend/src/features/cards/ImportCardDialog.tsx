import { APPEARANCE_FIELDS, type AppearanceField, type CardPreview, type Girl, type Style, STYLES } from '@contracts';
import { type DragEvent, useId, useRef, useState } from 'react';

import { useAppDispatch } from '../../app/hooks';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/button';
import { readAsDataUrl } from '../../components/Dropzone';
import { jobQueued } from '../jobs/jobsSlice';
import { cardErrorMessage } from './cardError';
import { useImportCardMutation, usePreviewCardMutation } from './cardsApi';

/** The API's limit for a card file (a PNG of up to 10 MiB). */
export const MAX_CARD_BYTES = 10 * 1024 * 1024;
export const CARD_FILE_MESSAGES = {
  wrongType: 'Please choose a character card: a .png or .json file.',
  tooLarge: 'This file is too large (the limit is 10 MB).',
  unreadable: 'This file could not be read. Please try another one.',
} as const;

type Looks = Record<AppearanceField, string>;
interface Picked {
  name: string;
  dataUrl: string;
  preview: CardPreview;
}

const LABELS: Record<AppearanceField, string> = {
  eyes: 'Eyes',
  mouth: 'Mouth',
  nose: 'Nose',
  hair: 'Hair',
  body: 'Body',
  skin: 'Skin',
};
const isCardFile = (file: File) =>
  /\.(png|json)$/i.test(file.name) || ['image/png', 'application/json'].includes(file.type);

interface Props {
  onClose: () => void;
  onImported: (girl: Girl) => void;
}

/**
 * Import a character card (PNG or JSON, picked or dropped): the server previews what will be
 * created, the appearance answers can be changed, then she is saved. 400 and 422 are shown here.
 */
export function ImportCardDialog({ onClose, onImported }: Props) {
  const ids = useId();
  const dispatch = useAppDispatch();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [looks, setLooks] = useState<Looks | null>(null);
  const [style, setStyle] = useState<Style>('Realistic');
  const [error, setError] = useState<string | null>(null);
  const [previewCard, { isLoading: reading }] = usePreviewCardMutation();
  const [importCard, { isLoading: saving }] = useImportCardMutation();

  async function take(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!isCardFile(file)) return setError(CARD_FILE_MESSAGES.wrongType);
    if (file.size > MAX_CARD_BYTES) return setError(CARD_FILE_MESSAGES.tooLarge);
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      return setError(CARD_FILE_MESSAGES.unreadable);
    }
    try {
      const { preview } = await previewCard({ card: dataUrl }).unwrap();
      setPicked({ name: file.name, dataUrl, preview });
      setLooks(Object.fromEntries(APPEARANCE_FIELDS.map((f) => [f, preview.appearance[f] ?? ''])) as Looks);
      setStyle(preview.style);
    } catch (err) {
      setPicked(null);
      setError(cardErrorMessage(err));
    }
  }

  async function save() {
    if (!picked || !looks || saving) return;
    setError(null);
    try {
      const { girl, jobId } = await importCard({ card: picked.dataUrl, overrides: { ...looks, style } }).unwrap();
      if (jobId) dispatch(jobQueued({ jobId, kind: 'portrait', girlId: girl.id }));
      onImported(girl);
    } catch (err) {
      setError(cardErrorMessage(err));
    }
  }

  const preview = picked?.preview;
  return (
    <section aria-labelledby={`${ids}-title`} className="card mb-6 p-4 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-xl font-semibold">
          Import character card
        </h2>
        <button type="button" className="link rounded text-sm" onClick={onClose}>
          Cancel
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">
        A Character Card V2 or V3 (SillyTavern and others): a PNG card or its JSON.
      </p>

      <CardPicker
        status={reading ? 'Reading the card...' : picked ? `Chosen file: ${picked.name}` : null}
        take={take}
      />

      {error ? <Alert className="mt-4">{error}</Alert> : null}

      {preview && looks ? (
        <div className="mt-5 grid gap-5 md:grid-cols-[12rem_1fr]">
          <CardPortrait preview={preview} dataUrl={picked.dataUrl} />
          <div className="min-w-0 space-y-3">
            <CardTexts preview={preview} />
            <AppearanceFields looks={looks} onLooks={setLooks} style={style} onStyle={setStyle} />
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              onClick={() => void save()}
              disabled={saving}
              aria-busy={saving}
            >
              {saving ? 'Importing...' : `Import ${preview.name}`}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function PreviewText({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold">{label}</h4>
      <p className="max-h-32 overflow-auto text-sm whitespace-pre-wrap text-muted">{text}</p>
    </div>
  );
}

/** The card's portrait, or the note that one will be made. */
function CardPortrait({ preview, dataUrl }: { preview: CardPreview; dataUrl: string }) {
  return (
    <div>
      {preview.hasPortrait ? (
        <img src={dataUrl} alt={`Portrait of ${preview.name}`} className="w-full rounded-xl object-cover" />
      ) : (
        <p className="rounded-xl border border-line bg-raised/60 p-4 text-sm text-muted">
          No picture in this card: her portrait will be made for her.
        </p>
      )}
    </div>
  );
}

/** Her name, the card's texts and its greetings. */
function CardTexts({ preview }: { preview: CardPreview }) {
  return (
    <>
      <h3 className="text-2xl font-bold">{preview.name}</h3>
      <PreviewText label="Bio" text={preview.bio} />
      <PreviewText label="Personality" text={preview.personality ?? (preview.traits.join(', ') || null)} />
      <PreviewText label="Scenario" text={preview.scenario} />
      <div>
        <h4 className="text-sm font-semibold">Greetings ({preview.greetings.length})</h4>
        {preview.greetings.length ? (
          <ol className="mt-1 max-h-40 list-decimal space-y-1 overflow-auto pl-5 text-sm text-muted">
            {preview.greetings.map((g, i) => (
              <li key={i} className="whitespace-pre-wrap">
                {g}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">None: she greets with one of ours.</p>
        )}
      </div>
    </>
  );
}

/** The appearance answers and the style, as the card gave them, to be changed before saving. */
function AppearanceFields(props: {
  looks: Looks;
  onLooks: (looks: Looks) => void;
  style: Style;
  onStyle: (style: Style) => void;
}) {
  const { looks, onLooks, style, onStyle } = props;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Her appearance</legend>
      {APPEARANCE_FIELDS.map((field) => (
        <label key={field} className="text-sm">
          <span className="field-label">{LABELS[field]}</span>
          <input
            className="field-input"
            value={looks[field]}
            maxLength={200}
            onChange={(e) => onLooks({ ...looks, [field]: e.target.value })}
          />
        </label>
      ))}
      <label className="text-sm">
        <span className="field-label">Style</span>
        <select className="field-input" value={style} onChange={(e) => onStyle(e.target.value as Style)}>
          {STYLES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/** The drop zone for a card file (click, Enter or Space opens the picker); `status` replaces its hint. */
function CardPicker({ status, take }: { status: string | null; take: (file: File | undefined) => Promise<void> }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files?.[0]);
  }

  return (
    <>
      <div
        role="button"
        tabIndex={0}
        aria-label="Choose a character card file (.png or .json)"
        onClick={() => inputRef.current?.click()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            inputRef.current?.click();
          }
        }}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 flex min-h-24 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed p-4 text-center text-sm text-muted ${
          dragging ? 'border-rose-soft bg-rose/10' : 'border-line bg-raised/60 hover:border-plum'
        }`}
      >
        {status ?? 'Drag & drop a .png or .json card here or click to select'}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept=".png,.json,image/png,application/json"
        aria-label="Character card file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void take(file);
        }}
      />
    </>
  );
}
