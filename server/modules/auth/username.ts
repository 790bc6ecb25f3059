/** Usernames compare after NFKC normalisation and case folding: "Ａlice", "alice" and "ALICE" are one name. */
export function normalizeUsername(username: string): string {
  return username.normalize('NFKC').trim();
}

export function usernameKey(username: string): string {
  return normalizeUsername(username).toLowerCase();
}
