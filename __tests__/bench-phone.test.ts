import { LOW_TIER_INDEX, slowdownFor } from "../scripts/bench/lib.mjs";

// `npm run bench` slows the CPU from the machine's own benchmark index, so machines of different
// speed measure the same phone: a low-tier Android (index ≈ 300), never faster than Lighthouse's 4×.
describe("the bench's CPU slowdown", () => {
  it.each([
    [3700, 12],
    [3900, 13],
    [2125, 7],
    [1500, 5],
    [1160, 4],
    [600, 4],
  ])("a machine of benchmark index %i is slowed %i×", (index, slowdown) => {
    expect(slowdownFor(index)).toBe(slowdown);
  });

  it("makes every machine from index 1,200 up a phone within 15 % of the low tier", () => {
    for (let index = 1200; index <= 8000; index += 50) {
      const phone = index / slowdownFor(index);
      expect(Math.abs(phone - LOW_TIER_INDEX) / LOW_TIER_INDEX).toBeLessThan(0.15);
    }
  });
});
