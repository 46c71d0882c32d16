/** The 18+ confirmation, remembered in localStorage `ageConfirmed` (SAFETY.md). */
export const AGE_KEY = 'ageConfirmed';

export function isAgeConfirmed(): boolean {
  try {
    return window.localStorage.getItem(AGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAgeConfirmed(): void {
  try {
    window.localStorage.setItem(AGE_KEY, 'true');
  } catch {
    // storage unavailable: the confirmation lasts for this page view
  }
}
