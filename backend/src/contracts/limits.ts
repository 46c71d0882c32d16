/**
 * How long a person's text may be, field by field: the DTOs refuse more (400) and the inputs show a
 * counter from 80 % of it (one source for both sides).
 */
export const GIRL_NAME_MAX = 200;
/** each appearance answer of the wizard (eyes, mouth, nose, hair, body, skin) */
export const GIRL_LOOK_MAX = 200;
export const TRAIT_MAX = 60;
export const TRAITS_MAX = 30;
export const CHAT_MESSAGE_MAX = 2000;
/** the pics page's "Extra details" */
export const PICS_MODIFIERS_MAX = 300;
/** the share of a limit from which its counter shows */
export const LIMIT_COUNTER_FROM = 0.8;

/** The wizard's name step refuses a blank name (and so does the server, with a 400). */
export const NAME_REQUIRED = 'Please give her a name.';
