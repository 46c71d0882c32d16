/** Facts the user stated about themselves, read from their own messages. */
export interface UserFacts {
  name: string | null;
  likes: string[];
  dislikes: string[];
  /** a predicate after "They": "work as a nurse", "work at Google", "are a student", "study law" */
  job: string | null;
  /** where they live: "Denver" */
  home: string | null;
  /** where they come from: "Ohio" */
  origin: string | null;
  /** verb phrases after "to": "visit Rome", "go to the beach" */
  plans: string[];
}

export const MAX_LIKES = 8;
export const MAX_PLANS = 3;

export function emptyFacts(): UserFacts {
  return { name: null, likes: [], dislikes: [], job: null, home: null, origin: null, plans: [] };
}

/** Words that follow "I'm" or "call me" without being a name. */
const NOT_NAMES = new Set(
  (
    'not so just really very a an the from in at here there back fine good ok okay sorry glad happy sad tired bored going gonna ' +
    'doing feeling still also always never sure home busy free single married hungry new old ready done trying looking sick ' +
    'well great alright all into on off kinda kind pretty quite too your you yours with like only afraid scared curious ' +
    'interested excited thinking working actually literally totally completely honestly later maybe when tomorrow tonight baby ' +
    'babe anytime sometime soon now whenever if what crazy anything something nothing lucky late early up down out over about ' +
    'monday tuesday wednesday thursday friday saturday sunday god lol haha yes no yeah nope hi hey hello sure thanks lonely ' +
    'american british english french german italian spanish canadian australian irish scottish welsh mexican brazilian indian ' +
    'chinese japanese korean russian polish dutch swedish norwegian danish finnish greek turkish portuguese african european asian'
  ).split(' '),
);

/** Occupations recognised after "I'm a" / "I am an". */
const JOBS = new Set(
  (
    'nurse teacher doctor engineer developer programmer designer student lawyer chef cook writer artist musician photographer ' +
    'accountant firefighter officer mechanic electrician plumber pilot driver manager consultant scientist researcher farmer ' +
    'carpenter barista bartender waiter waitress dentist pharmacist vet veterinarian architect soldier paramedic therapist ' +
    'journalist editor banker analyst trader cashier baker builder contractor entrepreneur freelancer streamer actor singer ' +
    'dancer coach trainer professor lecturer librarian surgeon technician tutor guard gardener painter translator realtor ' +
    'marketer recruiter secretary receptionist clerk miner fisherman welder salesman saleswoman salesperson producer director ' +
    'photographer model caregiver cleaner janitor courier clerk administrator admin intern apprentice physiotherapist ' +
    'psychologist counselor counsellor investor broker agent sailor marine chemist physicist biologist mathematician'
  ).split(' '),
);

const SKIP_ITEM =
  /^(you|your|yours|u|ur|it|that|this|them|him|her|talking|chatting|being with you|the way you|how you|when you|what you|to talk|to chat|me)\b/i;
const CLAUSE_END =
  /\s+(?:but|because|cause|since|so|when|while|if|though|although|and i|and you|and my|which|who)\b.*$/i;
const TRAILING =
  /\s+(?:too|also|as well|a lot|so much|very much|lol|haha|the most|a little|sometimes|though|anymore|any more|at all|either|now|lately|these days|actually)\s*$/i;
const DEST_START =
  /^(?:the|a|an|my|our|his|her|their|bed|work|school|church|college|uni|university|class|town|dinner|lunch|[A-Z])/;
const TIME_PHRASE =
  /^(?:the )?(?:morning|mornings|evening|evenings|afternoon|night|nights|weekends?|today|tomorrow|shifts?)\b/i;

/** One clause of free text: until the first sentence stop. */
const CLAUSE = '([^.!?;\\n]+)';
const IM = "\\bI(?:'m|\\s+am|m)\\s+";

function clean(text: string): string {
  return text.replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function words(phrase: string, max: number): string | null {
  const parts = phrase.trim().split(/\s+/).filter(Boolean);
  if (!parts.length || parts.length > max) return null;
  return parts.join(' ');
}

/** "to play guitar" → "playing guitar" */
function gerund(phrase: string): string {
  const m = /^to\s+([a-z]+)(.*)$/i.exec(phrase);
  if (!m) return phrase;
  const verb = m[1].toLowerCase();
  let ing: string;
  if (/ie$/.test(verb)) ing = `${verb.slice(0, -2)}ying`;
  else if (/[^e]e$/.test(verb)) ing = `${verb.slice(0, -1)}ing`;
  else if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(verb)) ing = `${verb}${verb.slice(-1)}ing`;
  else ing = `${verb}ing`;
  return `${ing}${m[2]}`;
}

/** "hiking and jazz, and cooking too" → ["hiking", "jazz", "cooking"] */
function items(phrase: string): string[] {
  const trimmed = phrase.replace(CLAUSE_END, '').replace(TRAILING, '').trim();
  if (!trimmed || SKIP_ITEM.test(trimmed)) return [];
  return trimmed
    .split(/\s*(?:,|&|\band\b|\bor\b)\s*/i)
    .map((i) => i.replace(TRAILING, '').trim())
    .filter((i) => i && !SKIP_ITEM.test(i) && !/^(to|a|the|an)$/i.test(i))
    .map((i) => words(gerund(i), 5))
    .filter((i): i is string => i !== null && i.length <= 40);
}

function all(text: string, pattern: string, flags = 'gi'): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(pattern, flags))];
}

function findName(text: string): string | null {
  const found: { at: number; name: string }[] = [];
  const consider = (matches: RegExpExecArray[]) => {
    for (const m of matches)
      if (!NOT_NAMES.has(m[1].toLowerCase())) found.push({ at: m.index, name: capitalize(m[1]) });
  };
  consider(all(text, "\\bmy name(?:'s|\\s+is)\\s+([A-Za-z][A-Za-z'-]{0,20})\\b"));
  consider(all(text, "\\b(?:call me|name's)\\s+([A-Za-z][A-Za-z'-]{0,20})\\b"));
  // "I'm Sam": only a capitalised word counts as a name
  consider(all(text, "\\b[Ii](?:'m|\\s+am)\\s+([A-Z][a-z'-]{1,20})\\b", 'g'));
  found.sort((a, b) => a.at - b.at);
  return found.length ? found[found.length - 1].name : null;
}

function findJob(text: string): string | null {
  let job: string | null = null;
  for (const m of all(text, `\\bI\\s+work\\s+(as|at|for|in)\\s+${CLAUSE}`)) {
    const phrase = words(m[2].replace(CLAUSE_END, '').replace(TRAILING, ''), 7);
    if (phrase && !TIME_PHRASE.test(phrase)) job = `work ${m[1].toLowerCase()} ${phrase}`;
  }
  for (const m of all(text, `${IM}(a|an)\\s+([A-Za-z -]+)`)) {
    const ws = m[2].trim().split(/\s+/).slice(0, 3);
    const at = ws.findIndex((w) => JOBS.has(w.toLowerCase().replace(/s$/, '')) || JOBS.has(w.toLowerCase()));
    if (at < 0) continue;
    const role = `${m[1].toLowerCase()} ${ws
      .slice(0, at + 1)
      .join(' ')
      .toLowerCase()}`;
    job = /\bstudent$/.test(role) ? `are ${role}` : `work as ${role}`;
  }
  for (const m of all(text, `\\bI(?:'m|\\s+am)?\\s+(?:study|studying)\\s+${CLAUSE}`)) {
    const phrase = words(m[1].replace(CLAUSE_END, '').replace(TRAILING, ''), 4);
    if (phrase && !/^(for|hard|now|today|tonight)\b/i.test(phrase)) job = `study ${phrase}`;
  }
  for (const m of all(text, `${IM}(retired|unemployed|between jobs)\\b`)) job = `are ${m[1].toLowerCase()}`;
  return job;
}

function findPlace(text: string, pattern: string): string | null {
  let place: string | null = null;
  for (const m of all(text, `${pattern}\\s+${CLAUSE}`)) {
    const phrase = words(
      m[1]
        .replace(/\s+(?:with|for|near|now)\b.*$/i, '')
        .replace(CLAUSE_END, '')
        .replace(TRAILING, ''),
      4,
    );
    if (phrase && !SKIP_ITEM.test(phrase)) place = phrase;
  }
  return place;
}

function findPlans(text: string): string[] {
  const plans: string[] = [];
  const add = (phrase: string, destination: boolean) => {
    let p = words(phrase.replace(CLAUSE_END, '').replace(TRAILING, ''), 6);
    if (!p || SKIP_ITEM.test(p) || /\b(you|your|u)\b/i.test(p)) return;
    if (destination && DEST_START.test(p)) p = `go to ${p}`;
    plans.push(p);
  };
  for (const m of all(text, `${IM}(?:going to|gonna)\\s+${CLAUSE}`)) add(m[1], true);
  for (const m of all(text, `(?:${IM}(?:planning|hoping)|\\bI\\s+(?:plan|hope|intend))\\s+to\\s+${CLAUSE}`))
    add(m[1], false);
  return plans;
}

/** The facts stated in one message; only the fields it mentions are filled. */
export function extractUserFacts(message: string): UserFacts {
  const text = clean(message);
  const facts = emptyFacts();
  facts.name = findName(text);
  for (const m of all(
    text,
    `\\bI\\s+(?:really\\s+|also\\s+|absolutely\\s+|just\\s+|totally\\s+|do\\s+|kinda\\s+)*(?:like|love|enjoy|adore)\\s+${CLAUSE}`,
  )) {
    facts.likes.push(...items(m[1]));
  }
  for (const m of all(
    text,
    `${IM}(?:(?:really|also|so|a big|a huge|big|huge)\\s+)*(?:into|a fan of|fan of)\\s+${CLAUSE}`,
  )) {
    facts.likes.push(...items(m[1]));
  }
  for (const m of all(
    text,
    `\\bI\\s+(?:really\\s+)?(?:hate|dislike|can't stand|cannot stand|don't like|do not like|don't enjoy)\\s+${CLAUSE}`,
  )) {
    facts.dislikes.push(...items(m[1]));
  }
  facts.job = findJob(text);
  facts.home = findPlace(text, '\\bI\\s+(?:live|stay)\\s+in');
  facts.origin = findPlace(text, `(?:${IM}from|\\bI\\s+come\\s+from)`);
  facts.plans = findPlans(text);
  return facts;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Newest last, without repeats, the oldest dropped past `max`. */
function appendRecent(list: string[], added: string[], max: number): string[] {
  let out = [...list];
  for (const item of added) out = [...out.filter((x) => !same(x, item)), item];
  return out.slice(-max);
}

/** `later` wins: its name, job and places replace the earlier ones; lists grow. */
export function mergeUserFacts(earlier: UserFacts, later: UserFacts): UserFacts {
  const likes = appendRecent(
    earlier.likes.filter((l) => !later.dislikes.some((d) => same(d, l))),
    later.likes,
    MAX_LIKES,
  );
  const dislikes = appendRecent(
    earlier.dislikes.filter((d) => !later.likes.some((l) => same(l, d))),
    later.dislikes,
    MAX_LIKES,
  );
  return {
    name: later.name ?? earlier.name,
    likes,
    dislikes,
    job: later.job ?? earlier.job,
    home: later.home ?? earlier.home,
    origin: later.origin ?? earlier.origin,
    plans: appendRecent(earlier.plans, later.plans, MAX_PLANS),
  };
}

/** The facts of several user messages, oldest first, on top of `base`. */
export function factsFromMessages(base: UserFacts, messages: string[]): UserFacts {
  return messages.reduce((facts, message) => mergeUserFacts(facts, extractUserFacts(message)), base);
}

export function hasFacts(facts: UserFacts): boolean {
  return Boolean(
    facts.name ||
    facts.job ||
    facts.home ||
    facts.origin ||
    facts.likes.length ||
    facts.dislikes.length ||
    facts.plans.length,
  );
}
