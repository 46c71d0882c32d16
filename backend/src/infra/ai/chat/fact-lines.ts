import type { MemoryKind } from '../../../contracts';
import { type Dated, extractLifeFacts, type Named, PETS, RELATIONS } from './life-facts';
import { emptyFacts, extractUserFacts, mergeUserFacts, type UserFacts } from './user-facts';

/**
 * One thing she learned about the user, as one line "Label: value" ("Sister: Anna", "Birthday: May 3",
 * "Lives in: Denver"): what her memory panel shows, what her prompt lists, and what the offline writer
 * reads back. `key` says which earlier fact it replaces: one name, one home, one birthday; a like, a
 * person or a pet per value.
 */
export interface LearnedFact {
  kind: Exclude<MemoryKind, 'note'>;
  key: string;
  text: string;
}

/** What the lines say, for answering questions about the user. */
export interface KnownFacts {
  user: UserFacts;
  people: Named[];
  pets: Named[];
  dates: Dated[];
}

const lower = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** "work as a nurse" → "Job: nurse"; "work at Google" → "Works at: Google"; "study law" → "Studies: law" */
function jobLine(job: string): string {
  const m = /^(work (?:as|at|for|in)|study|are) (.+)$/.exec(job);
  if (!m) return `Job: ${job}`;
  if (m[1] === 'work as' || m[1] === 'are') return `Job: ${m[2].replace(/^(?:a|an) /, '')}`;
  if (m[1] === 'study') return `Studies: ${m[2]}`;
  return `Works ${m[1].slice(5)}: ${m[2]}`;
}

/** "nurse" → "work as a nurse"; "student" → "are a student"; "retired" → "are retired" */
function jobOf(value: string): string {
  if (/^(retired|unemployed|between jobs)$/i.test(value)) return `are ${value}`;
  const role = /^(a|an) /i.test(value) || /\s/.test(value) ? value : `${/^[aeiou]/i.test(value) ? 'an' : 'a'} ${value}`;
  return /\bstudent$/i.test(value) ? `are ${role}` : `work as ${role}`;
}

/** The facts one of the user's messages states, each as its line. */
export function learnFacts(message: string): LearnedFact[] {
  const text = message.replace(/[’‘`]/g, "'");
  const f = extractUserFacts(text);
  const life = extractLifeFacts(text);
  const out: LearnedFact[] = [];
  if (f.name) out.push({ kind: 'name', key: 'name', text: `Name: ${f.name}` });
  for (const like of f.likes) out.push({ kind: 'like', key: `like:${lower(like)}`, text: `Likes: ${like}` });
  for (const dis of f.dislikes) out.push({ kind: 'dislike', key: `dislike:${lower(dis)}`, text: `Dislikes: ${dis}` });
  if (f.job) out.push({ kind: 'job', key: 'job', text: jobLine(f.job) });
  if (f.home) out.push({ kind: 'place', key: 'home', text: `Lives in: ${f.home}` });
  if (f.origin) out.push({ kind: 'place', key: 'origin', text: `From: ${f.origin}` });
  for (const plan of f.plans) out.push({ kind: 'plan', key: `plan:${lower(plan)}`, text: `Plans: ${plan}` });
  for (const p of life.people)
    out.push({ kind: 'person', key: `person:${lower(p.label)}:${lower(p.name)}`, text: `${p.label}: ${p.name}` });
  for (const p of life.pets)
    out.push({ kind: 'pet', key: `pet:${lower(p.label)}:${lower(p.name)}`, text: `${p.label}: ${p.name}` });
  for (const d of life.dates) out.push({ kind: 'date', key: `date:${lower(d.label)}`, text: `${d.label}: ${d.date}` });
  // one line per key: the last one said wins; a value ends without the comma that ended its clause
  const tidy = (fact: LearnedFact) => ({
    ...fact,
    text: fact.text.replace(/[\s,;:]+$/, ''),
    key: fact.key.replace(/[\s,;:]+$/, ''),
  });
  return [...new Map(out.map(tidy).map((fact) => [fact.key, fact])).values()];
}

const WHO_LABELS = new Set([...RELATIONS, ...PETS, 'fiancé', 'fiancée']);
const DATE_LABEL = /^(?:(.+)'s )?(birthday|anniversary|wedding anniversary|name day)$/;

/** One line into `known`; false when it is not a "Label: value" line this file writes. */
function readLine(line: string, known: KnownFacts): boolean {
  const m = /^([^:]{2,40}):\s*(.{1,200})$/.exec(line.trim());
  if (!m) return false;
  const name = lower(m[1]);
  const value = m[2].trim();
  const u = known.user;
  if (name === 'name') u.name = value;
  else if (name === 'likes') u.likes.push(value);
  else if (name === 'dislikes') u.dislikes.push(value);
  else if (name === 'job') u.job = jobOf(value);
  else if (name === 'studies') u.job = `study ${value}`;
  else if (/^works (at|for|in)$/.test(name)) u.job = `${name.replace('works', 'work')} ${value}`;
  else if (name === 'lives in') u.home = value;
  else if (name === 'from') u.origin = value;
  else if (name === 'plans') u.plans.push(value);
  else if (DATE_LABEL.test(name)) known.dates.push({ label: m[1].trim(), date: value });
  else if (WHO_LABELS.has(name))
    (PETS.includes(name) ? known.pets : known.people).push({ label: m[1].trim(), name: value });
  else return false;
  return true;
}

/**
 * What the lines of her memory say, the first line winning for one-of facts (her prompt lists pinned
 * ones first, then the newest). A line in the user's own words ("My sister is Anna") is read like
 * one of their messages.
 */
export function readFacts(lines: string[]): KnownFacts {
  const known: KnownFacts = { user: emptyFacts(), people: [], pets: [], dates: [] };
  // read oldest first, so the first line is the last word
  for (const line of [...lines].reverse()) {
    const one: KnownFacts = { user: emptyFacts(), people: [], pets: [], dates: [] };
    if (!readLine(line, one)) {
      one.user = extractUserFacts(line);
      Object.assign(one, extractLifeFacts(line.replace(/[’‘`]/g, "'")), { user: one.user });
    }
    known.user = mergeUserFacts(known.user, one.user);
    known.people.unshift(...one.people);
    known.pets.unshift(...one.pets);
    known.dates.unshift(...one.dates);
  }
  return known;
}
