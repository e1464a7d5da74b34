// The staggered typing effect of the numbered treatment titles on the home page, as pure functions
// of the time since a list came into view. Item n (0-based) appears at 500 + 1000·n ms (500, 1500,
// 2500, 3500, 4500), starts typing 400 ms after it appears and types one character every 50 ms.
export const TYPING_FIRST_ITEM_DELAY_MS = 500;
export const TYPING_ITEM_STAGGER_MS = 1000;
export const TYPING_START_DELAY_MS = 400;
export const TYPING_MS_PER_CHAR = 50;

export interface TypingFrame {
  /** The item (its number and the space for its title) is on screen. */
  shown: boolean;
  /** How many characters of the title are typed so far. */
  typed: number;
  /** Fully typed: the title can be shown as plain text. */
  done: boolean;
}

export const HIDDEN_FRAME: TypingFrame = { shown: false, typed: 0, done: false };

/** When item `index` of a list appears, in ms after the list came into view. */
export function itemDelayMs(index: number): number {
  return TYPING_FIRST_ITEM_DELAY_MS + TYPING_ITEM_STAGGER_MS * index;
}

/** When item `index` starts typing: its first character lands one step later. */
export function typingStartMs(index: number): number {
  return itemDelayMs(index) + TYPING_START_DELAY_MS;
}

/** When the last character of a title of `length` characters lands. */
export function typingEndMs(index: number, length: number): number {
  return typingStartMs(index) + length * TYPING_MS_PER_CHAR;
}

export function typingFrame(elapsedMs: number, index: number, length: number): TypingFrame {
  const shown = elapsedMs >= itemDelayMs(index);
  const steps = Math.floor((elapsedMs - typingStartMs(index)) / TYPING_MS_PER_CHAR);
  const typed = Math.min(Math.max(steps, 0), length);
  return { shown, typed, done: shown && typed === length };
}

/**
 * The next moment (ms after the start) at which any item of the list changes, or null when every
 * title is fully typed. Lets the hook sleep between changes instead of re-rendering every frame.
 */
export function nextTypingChangeMs(elapsedMs: number, lengths: readonly number[]): number | null {
  let next = Infinity;
  lengths.forEach((length, index) => {
    const appearsAt = itemDelayMs(index);
    if (elapsedMs < appearsAt) {
      next = Math.min(next, appearsAt);
      return;
    }
    const start = typingStartMs(index);
    if (elapsedMs >= typingEndMs(index, length)) return;
    const nextStep = Math.max(Math.floor((elapsedMs - start) / TYPING_MS_PER_CHAR) + 1, 1);
    next = Math.min(next, start + nextStep * TYPING_MS_PER_CHAR);
  });
  return next === Infinity ? null : next;
}
