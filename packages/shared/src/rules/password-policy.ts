/** docs/product.md, Accounts: at least 8 characters, with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer inputs only cost hashing time; no real password needs more. */
export const PASSWORD_MAX_LENGTH = 128;

export function isStrongEnoughPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password)
  );
}
