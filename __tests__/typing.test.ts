import {
  HIDDEN_FRAME,
  itemDelayMs,
  nextTypingChangeMs,
  TYPING_MS_PER_CHAR,
  TYPING_START_DELAY_MS,
  typingEndMs,
  typingFrame,
  typingStartMs,
} from "../src/lib/typing";

describe("typing timing", () => {
  it("staggers items at 500, 1500, 2500, 3500 and 4500 ms", () => {
    expect([0, 1, 2, 3, 4].map(itemDelayMs)).toEqual([500, 1500, 2500, 3500, 4500]);
  });

  it("starts typing 400 ms after an item appears, at 50 ms per character", () => {
    expect(TYPING_START_DELAY_MS).toBe(400);
    expect(TYPING_MS_PER_CHAR).toBe(50);
    expect(typingStartMs(0)).toBe(900);
    expect(typingStartMs(4)).toBe(4900);
    expect(typingEndMs(0, 10)).toBe(1400);
  });
});

describe("typingFrame", () => {
  const title = "Eyelashes"; // 9 characters

  it("keeps an item hidden until its delay", () => {
    expect(typingFrame(0, 1, title.length)).toEqual(HIDDEN_FRAME);
    expect(typingFrame(1499, 1, title.length)).toEqual(HIDDEN_FRAME);
  });

  it("shows the item with nothing typed for its first 400 ms", () => {
    expect(typingFrame(1500, 1, title.length)).toEqual({ shown: true, typed: 0, done: false });
    expect(typingFrame(1949, 1, title.length)).toEqual({ shown: true, typed: 0, done: false });
  });

  it("adds one character every 50 ms, then is done", () => {
    expect(typingFrame(1950, 1, title.length).typed).toBe(1);
    expect(typingFrame(1999, 1, title.length).typed).toBe(1);
    expect(typingFrame(2000, 1, title.length).typed).toBe(2);
    expect(typingFrame(1900 + 8 * 50, 1, title.length)).toEqual({
      shown: true,
      typed: 8,
      done: false,
    });
    expect(typingFrame(1900 + 9 * 50, 1, title.length)).toEqual({
      shown: true,
      typed: 9,
      done: true,
    });
    expect(typingFrame(60_000, 1, title.length)).toEqual({ shown: true, typed: 9, done: true });
  });

  it("treats an empty title as done as soon as it appears", () => {
    expect(typingFrame(500, 0, 0)).toEqual({ shown: true, typed: 0, done: true });
  });
});

describe("nextTypingChangeMs", () => {
  const lengths = [21, 18, 28, 19, 8]; // like the home page titles, five of them

  it("names the first appearance, then each keystroke, then null at the end", () => {
    expect(nextTypingChangeMs(0, [3])).toBe(500);
    expect(nextTypingChangeMs(500, [3])).toBe(950);
    expect(nextTypingChangeMs(950, [3])).toBe(1000);
    expect(nextTypingChangeMs(1000, [3])).toBe(1050);
    expect(nextTypingChangeMs(1050, [3])).toBeNull();
  });

  it("visits exactly the moments at which some item changes", () => {
    const frameAt = (t: number) => lengths.map((length, i) => typingFrame(t, i, length));
    const changes: number[] = [];
    const end = Math.max(...lengths.map((length, i) => typingEndMs(i, length)));
    for (let t = 1; t <= end + 100; t += 1) {
      if (JSON.stringify(frameAt(t)) !== JSON.stringify(frameAt(t - 1))) changes.push(t);
    }
    const visited: number[] = [];
    let t = 0;
    for (let next = nextTypingChangeMs(t, lengths); next !== null;) {
      visited.push(next);
      t = next;
      next = nextTypingChangeMs(t, lengths);
    }
    expect(visited).toEqual(changes);
    expect(visited[visited.length - 1]).toBe(end);
  });
});
