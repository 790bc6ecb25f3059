/** How many local swipes a guest keeps (and the server accepts in one merge): more than the catalogue. */
export const MAX_GUEST_SWIPES = 500;
