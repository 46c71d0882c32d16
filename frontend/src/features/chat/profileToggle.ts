import { createContext, useContext } from 'react';

/** On a phone the chat comes first and her profile waits one tap away: the chat's header opens it. */
export interface ProfileToggle {
  open: boolean;
  toggle: () => void;
  /** the id of the profile's container (aria-controls) */
  targetId: string;
}

export const ProfileToggleContext = createContext<ProfileToggle | null>(null);

export const useProfileToggle = () => useContext(ProfileToggleContext);
