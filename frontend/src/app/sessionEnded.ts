/**
 * Set when a request of a signed-in person answers 401: the session ended elsewhere (signed out in
 * another tab, revoked, expired). The page that sees `me` turn empty afterwards takes the person to
 * sign-in; an ordinary sign-out (which forgets `me` first) never sets it.
 */
let ended = false;

export const markSessionEnded = () => {
  ended = true;
};

/** Whether the session ended since the last call (and forget it). */
export const takeSessionEnded = () => {
  const was = ended;
  ended = false;
  return was;
};
