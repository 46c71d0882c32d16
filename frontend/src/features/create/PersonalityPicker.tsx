import { SUGGESTIONS, TRAIT_MAX, TRAITS_MAX } from '@contracts';
import { type KeyboardEvent, useId, useState } from 'react';

import { buttonClass } from '../../components/button';
import { LimitCounter } from '../../components/LimitCounter';
import { useLimit } from '../../components/useLimit';
import { TRAIT_DESCRIPTIONS } from './traits';

/** The 30 traits as toggle buttons, the visitor's own traits, and what is selected. */
export function PersonalityPicker({
  selected,
  onChange,
}: {
  selected: string[];
  onChange: (traits: string[]) => void;
}) {
  const [own, setOwn] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const ids = useId();
  const limit = useLimit(own, TRAIT_MAX);
  const isSelected = (trait: string) => selected.some((s) => s.toLowerCase() === trait.toLowerCase());
  const ownTraits = selected.filter((trait) => !(SUGGESTIONS.personality as readonly string[]).includes(trait));

  function toggle(trait: string) {
    setNote(null);
    if (isSelected(trait)) {
      onChange(selected.filter((s) => s.toLowerCase() !== trait.toLowerCase()));
    } else if (selected.length >= TRAITS_MAX) {
      setNote(`Up to ${TRAITS_MAX} traits.`);
    } else {
      onChange([...selected, trait]);
    }
  }

  function add() {
    const text = own.trim();
    if (!text) {
      setOwn('');
      return;
    }
    // one of the 30 typed by hand counts as that button
    const trait = SUGGESTIONS.personality.find((s) => s.toLowerCase() === text.toLowerCase()) ?? text;
    setOwn('');
    if (isSelected(trait)) return;
    toggle(trait);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="space-y-6">
      <TraitGrid isSelected={isSelected} toggle={toggle} />

      <div>
        <label htmlFor={`${ids}-own`} className="field-label">
          Add your own trait
        </label>
        <div className="flex gap-2">
          <input
            id={`${ids}-own`}
            className="field-input"
            placeholder="e.g. Loves cats"
            autoComplete="off"
            {...limit.field}
            value={own}
            onChange={(event) => setOwn(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={buttonClass('secondary', 'md', 'flex-none')} onClick={add}>
            Add
          </button>
        </div>
        <LimitCounter {...limit.counter} />
        <OwnTraits traits={ownTraits} remove={toggle} />
        {note ? <p className="mt-2 text-sm text-danger">{note}</p> : null}
      </div>

      <p className="rounded-xl bg-night/60 px-4 py-3 text-sm font-medium text-ink" aria-live="polite">
        {`Selected: ${selected.length ? selected.join(', ') : 'none yet'}`}
      </p>
    </div>
  );
}

/** The 30 suggested traits as toggle buttons, each with its description. */
function TraitGrid({
  isSelected,
  toggle,
}: {
  isSelected: (trait: string) => boolean;
  toggle: (trait: string) => void;
}) {
  return (
    <ul aria-label="Personality traits" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {SUGGESTIONS.personality.map((trait) => {
        const on = isSelected(trait);
        return (
          <li key={trait} className="flex">
            <button
              type="button"
              aria-pressed={on}
              onClick={() => toggle(trait)}
              className={`flex w-full flex-col items-start rounded-xl border px-3 py-2 text-left transition-colors ${
                on ? 'border-rose bg-rose/15 ring-1 ring-rose' : 'border-line bg-raised hover:border-plum'
              }`}
            >
              <span className="text-sm font-semibold text-ink">{trait}</span>
              <span className="mt-0.5 text-xs leading-snug text-muted">{TRAIT_DESCRIPTIONS[trait]}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The visitor's own traits, each a button that removes it. */
function OwnTraits({ traits, remove }: { traits: string[]; remove: (trait: string) => void }) {
  if (traits.length === 0) return null;
  return (
    <ul aria-label="Your own traits" className="mt-3 flex flex-wrap gap-2">
      {traits.map((trait) => (
        <li key={trait}>
          <button
            type="button"
            aria-pressed="true"
            onClick={() => remove(trait)}
            className="inline-flex items-center gap-1.5 rounded-full border border-rose bg-rose/15 py-1 pr-2 pl-3 text-sm font-medium"
          >
            {trait}
            <span aria-hidden="true" className="text-muted">
              ×
            </span>
            <span className="sr-only">(remove)</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
