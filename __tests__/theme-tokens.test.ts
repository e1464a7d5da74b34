import { layerStyles as chakraLayerStyles, tokens as chakraTokens } from "@chakra-ui/react/theme";
import { siteConfig } from "../shared/theme";
import { baseColors, siteTokens } from "../shared/theme/tokens";

type Scales = Record<string, Record<string, { value: unknown }>>;
const chakraScales = chakraTokens as unknown as Scales;

// The site writes its scales out (importing Chakra's would ship Chakra's whole default theme to the
// browser); each value must stay exactly Chakra's, so no style changes.
describe("the site's token scales", () => {
  it.each(Object.entries(siteTokens))("%s: every value is Chakra's own", (group, scale) => {
    const chakra = chakraScales[group]!;
    expect(Object.keys(scale).length).toBeGreaterThan(3);
    for (const [name, token] of Object.entries(scale as Record<string, { value: unknown }>)) {
      expect([name, token.value]).toEqual([name, chakra[name]?.value]);
    }
  });

  it("keeps Chakra's whole spacing scale, and in sizes everything but fractions and viewport units", () => {
    expect(Object.keys(siteTokens.spacing!).sort()).toEqual(
      Object.keys(chakraTokens.spacing).sort(),
    );
    const kept = Object.keys(chakraTokens.sizes).filter(
      (name) => !name.includes("/") && !/^[dsl]?v[hw]$/.test(name),
    );
    expect(Object.keys(siteTokens.sizes!).sort()).toEqual(kept.sort());
  });

  it("has Chakra's plain colours", () => {
    for (const [name, token] of Object.entries(baseColors)) {
      expect(token.value).toBe(chakraScales.colors![name]?.value);
    }
  });

  it("has Chakra's own disabled layer style, which its recipes give a disabled control", () => {
    expect(siteConfig.theme?.layerStyles).toEqual({ disabled: chakraLayerStyles.disabled });
  });
});
