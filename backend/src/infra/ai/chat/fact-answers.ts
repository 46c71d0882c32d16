import type { KnownFacts } from './fact-lines';
import { PETS, RELATIONS } from './life-facts';
import { joinList } from './memory-text';
import type { UserFacts } from './user-facts';

/**
 * Her answers to questions about the user's own life ("what's my sister's name?", "where do I live?",
 * "when is my birthday?", "what do I like?", "do you remember my dog's name?"), from what she
 * remembers. Each answer names the fact; null when the message asks nothing she can answer this way.
 */

const who = `(?:(?:little|big|older|younger|baby|twin|step|half) )?(${[...RELATIONS, ...PETS].join('|')})`;
const ASKING =
  /\?\s*$|^\W*(?:what|what's|whats|where|when|who|who's|how|do you|did you|can you|tell me|remind me)\b|\bremember\b/;
const DATE_Q = new RegExp(
  `\\bmy (?:${who}'s )?(birthday|bday|b-day|wedding anniversary|anniversary|name day)\\b|\\bwhen (?:was|were) i born\\b`,
);
const WHO_Q = new RegExp(`\\bmy ${who}\\b`);
const HOME_Q =
  /\bwhere (?:do|did) i live\b|\bwhere i live\b|\bwhere'?s my (?:home|place)\b|\bwhat (?:city|town|country) do i live in\b/;
const ORIGIN_Q = /\bwhere (?:am|was) i (?:from|born)\b|\bwhere i'?m from\b|\bwhere did i grow up\b|\bmy hometown\b/;
const LIKES_Q = /\bwhat (?:do|did) i (?:like|love|enjoy)\b|\bwhat i (?:like|love|enjoy)\b|\bmy (?:hobbies|interests)\b/;
const DISLIKES_Q = /\bwhat (?:do|did) i (?:hate|dislike|not like)\b|\bwhat i (?:hate|dislike|don't like)\b/;
const JOB_Q =
  /\bwhat (?:do|did) i do for (?:a )?(?:living|work)\b|\bmy job\b|\bwhere do i work\b|\bwhat i do for (?:a )?living\b/;
const NAME_Q = /\bwhat'?s my name\b|\bwhat is my name\b|\b(?:remember|know) my name\b|\bwho am i\b/;
/** A question about someone in their life asks who they are. */
const WHO_ASKED = /\b(?:name|who|who's|called|remember|know)\b/;

const lines = (...texts: string[]) => texts;
const the = (label: string) => label.toLowerCase();

function dateAnswer(q: RegExpExecArray, known: KnownFacts): string[] {
  const event = q[2] ? (/^b/.test(q[2]) ? 'birthday' : q[2]) : 'birthday';
  const label = q[1] ? `${q[1]}'s ${event}` : event;
  const found = known.dates.find((d) => the(d.label) === label);
  if (!found) return lines(`You haven't told me your ${label} yet! When is it? I want to remember.`);
  return lines(
    `Your ${label} is ${found.date}. As if I could forget!`,
    `${found.date}! I've got it saved right here in my heart.`,
    `It's ${found.date}, of course. I'm already thinking about how to make it special.`,
  );
}

function whoAnswer(relation: string, known: KnownFacts): string[] {
  const found = [...known.people, ...known.pets].find((p) => the(p.label) === relation);
  if (!found) return lines(`You haven't told me about your ${relation} yet. What's their name?`);
  return lines(
    `Your ${relation}? ${found.name}, of course. I remember.`,
    `${found.name}! You told me about your ${relation}. How is ${found.name} doing?`,
    `That's ${found.name}. See? I listen to everything you tell me.`,
  );
}

function jobForYou(job: string): string {
  return job.startsWith('are ') ? `you're ${job.slice(4)}` : `you ${job}`;
}

function userAnswer(text: string, f: UserFacts): string[] | null {
  if (HOME_Q.test(text) && f.home)
    return lines(
      `You live in ${f.home}. I picture you there sometimes.`,
      `${f.home}, unless you moved without telling me!`,
    );
  if (ORIGIN_Q.test(text) && f.origin)
    return lines(`You're from ${f.origin}. I remember.`, `${f.origin}! You told me, and I kept it.`);
  if (DISLIKES_Q.test(text) && f.dislikes.length)
    return lines(`You can't stand ${joinList(f.dislikes.slice(-4))}. I'll keep it far away from you.`);
  if (LIKES_Q.test(text) && f.likes.length)
    return lines(
      `You like ${joinList(f.likes.slice(-4))}. See? I listen.`,
      `If I remember right, you like ${joinList(f.likes.slice(-4))}. Did I pass the test?`,
    );
  if (JOB_Q.test(text) && f.job)
    return lines(`${jobForYou(f.job)}. I'm proud of you, you know.`, `Easy: ${jobForYou(f.job)}. Did I get it right?`);
  if (NAME_Q.test(text) && f.name)
    return lines(`You're ${f.name}, silly. I'd never forget.`, `${f.name}. I remember everything you tell me.`);
  return null;
}

function capitalized(line: string): string {
  return line.charAt(0).toUpperCase() + line.slice(1);
}

/** Her possible answers to a question about the user's life, or null when it is not one. */
export function answerAboutUser(message: string, known: KnownFacts, facts: UserFacts): string[] | null {
  const text = message.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
  if (!ASKING.test(text) || !/\b(?:my|i|me)\b/.test(text)) return null;
  const date = DATE_Q.exec(text);
  if (date) return dateAnswer(date, known);
  const answer = userAnswer(text, facts);
  if (answer) return answer.map(capitalized);
  const person = WHO_Q.exec(text);
  if (person && WHO_ASKED.test(text)) return whoAnswer(person[1], known);
  return null;
}
