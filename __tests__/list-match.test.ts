/** @jest-environment node */
import { contentModel } from "../plugins/gatsby-plugin-content/model";
import {
  list,
  object,
  text,
  translated,
  type FieldSpec,
} from "../plugins/gatsby-plugin-content/model/fields";
import { pairEntries } from "../plugins/gatsby-plugin-content/model/list-match";
import {
  containsTranslated,
  translateContent,
} from "../plugins/gatsby-plugin-content/model/translations";
import { listWarnings } from "../plugins/gatsby-plugin-content/check/twin-lists";

// A Swahili list entry goes with the English entry whose key (copied into the twin by the editor)
// it carries, never with the one at its place.

const reviews = object("Reviews", "Reviews.", {
  items: list(
    "Reviews.",
    object("Review", "A review.", {
      name: text("The client's name."),
      service: translated(text("The treatment.")),
    }),
    { matchBy: "name" },
  ),
});

const english = {
  items: [
    { name: "Wanjiru K.", service: "Bridal Makeup" },
    { name: "Amina O.", service: "Facial" },
    { name: "Achieng M.", service: "Event Makeup" },
  ],
};

const swahili = {
  items: [
    { name: "Wanjiru K.", service: "Vipodozi vya harusi" },
    { name: "Amina O.", service: "Facial" },
    { name: "Achieng M.", service: "Vipodozi vya sherehe" },
  ],
};

const services = (value: { items: { service: string }[] }) =>
  value.items.map((item) => item.service);

describe("pairing a Swahili list with the English one", () => {
  it("follows the English order when the English list alone was reordered (moved last to first)", () => {
    const moved = { items: [english.items[2]!, english.items[0]!, english.items[1]!] };
    const { value, missing } = translateContent(reviews.spec, moved, swahili);
    expect(services(value)).toEqual(["Vipodozi vya sherehe", "Vipodozi vya harusi", "Facial"]);
    expect(missing).toEqual([]);
  });

  it("shows no Swahili text under another entry's name when the English entry was deleted", () => {
    const deleted = { items: [english.items[1]!, english.items[2]!] };
    const { value } = translateContent(reviews.spec, deleted, swahili);
    expect(services(value)).toEqual(["Facial", "Vipodozi vya sherehe"]);
    // The left-over Swahili entry is named in a warning, and not shown.
    const warnings = listWarnings(
      reviews.spec.fields!.items!,
      deleted.items,
      swahili.items,
      ["items"],
      "content/testimonials.sw.yaml",
      "testimonials.yaml",
    );
    expect(warnings.map(({ field, rule }) => ({ field, rule }))).toEqual([
      { field: "items[0]", rule: "twin-entry-unmatched" },
    ]);
    expect(warnings[0]!.message).toContain('"Wanjiru K."');
  });

  it("shows the English text of a new English entry with no Swahili yet, and reports it missing", () => {
    const added = { items: [...english.items, { name: "Njeri W.", service: "Pedicure" }] };
    const { value, missing } = translateContent(reviews.spec, added, swahili);
    expect(value.items[3]).toEqual({
      name: "Njeri W.",
      service: "Pedicure",
      untranslated: ["service"],
    });
    expect(missing).toEqual(["items.3.service"]);
  });

  it("leaves out a Swahili entry with no key (a twin written by place, by hand)", () => {
    const byPlace = { items: [{ service: "Vipodozi vya harusi" }] };
    const { value, missing } = translateContent(reviews.spec, english, byPlace);
    expect(services(value)).toEqual(["Bridal Makeup", "Facial", "Event Makeup"]);
    expect(missing).toHaveLength(3);
  });

  it("pairs entries sharing one key in their order (a client with two reviews)", () => {
    const spec = reviews.spec.fields!.items!;
    const twice = [{ name: "A" }, { name: "B" }, { name: "A" }];
    expect(pairEntries(spec, twice, [{ name: "A" }, { name: "A" }, { name: "B" }])).toEqual({
      twinOf: [0, 2, 1],
      orphans: [],
    });
  });

  it("pairs by place where the list names no key, and says so when the lengths differ", () => {
    const spec: FieldSpec = { ...reviews.spec.fields!.items!, matchBy: undefined };
    expect(pairEntries(spec, [1, 2], [1, 2, 3])).toEqual({ twinOf: [0, 1], orphans: [2] });
    expect(listWarnings(spec, [1, 2], [1, 2, 3], ["items"], "f", "e")[0]!.rule).toBe(
      "twin-list-length",
    );
  });
});

describe("the site's lists", () => {
  /** Every list of objects in the model holding translated text, with its path. */
  function lists(spec: FieldSpec, at: string): [string, FieldSpec][] {
    const inside = Object.entries(spec.fields ?? {}).flatMap(([key, child]) =>
      lists(child, `${at}.${key}`),
    );
    const own: [string, FieldSpec][] =
      spec.type === "list" && !spec.translated && containsTranslated(spec) ? [[at, spec]] : [];
    return [...own, ...inside];
  }

  it("pair their entries by an untranslated, required key wherever an entry has one", () => {
    const found = contentModel.flatMap((type) => lists(type.root.spec, type.name));
    expect(found.length).toBeGreaterThan(0);
    for (const [where, spec] of found) {
      const fields = Object.entries(spec.item?.fields ?? {});
      const untranslated = fields.filter(([, field]) => !containsTranslated(field));
      if (untranslated.length === 0) {
        // Only translated text (numbered titles): nothing to pair by, the editor keeps the places.
        expect({ where, matchBy: spec.matchBy }).toEqual({ where, matchBy: undefined });
        continue;
      }
      const key = untranslated.find(([name]) => name === spec.matchBy)?.[1];
      expect({ where, matchBy: spec.matchBy, required: key?.required }).toEqual({
        where,
        matchBy: expect.any(String),
        required: true,
      });
    }
  });
});
