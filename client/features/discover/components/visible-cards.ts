/** How many cards are rendered: the top one and two peeking behind it. */
export const VISIBLE_CARDS = 3;
