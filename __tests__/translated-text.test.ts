/** @jest-environment node */
import fs from "fs";
import path from "path";
import { buildSchema, graphql, isObjectType, type GraphQLFieldResolver } from "graphql";
import { parse } from "yaml";
import { contentModel } from "../plugins/gatsby-plugin-content/model";
import { gallery } from "../plugins/gatsby-plugin-content/model/gallery";
import { fieldExtensions, graphqlTypeDefs } from "../plugins/gatsby-plugin-content/model/graphql";
import { home } from "../plugins/gatsby-plugin-content/model/home";
import { translatedText } from "../plugins/gatsby-plugin-content/model/translated-text";
import { inLanguage } from "../plugins/gatsby-plugin-content/model/translations";

// A translated text reaches a page's query as { text, lang }: the field extension the schema puts
// on every translated field reads the object's `untranslated` list, so a Swahili page's English
// text says so, and nothing else does. Run here as Gatsby runs it: graphql-js on the model's own
// SDL, each `@translatedText` field resolved by the extension the model declares.

const STUBS = /* GraphQL */ `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @formEndpoint on FIELD_DEFINITION
  directive @categoryTreatments on FIELD_DEFINITION
  directive @treatmentHtml on FIELD_DEFINITION
  directive @translatedText on FIELD_DEFINITION
  # Gatsby gives each node type its id and links; a field every content node declares stands in.
  interface Node {
    locale: String!
  }
  type File {
    id: ID!
  }
  type Query {
    home: HomeYaml
    gallery: GalleryYaml
  }
`;

function schemaWithExtensions() {
  const schema = buildSchema(`${STUBS}\n${graphqlTypeDefs(contentModel)}`);
  const extensions = new Map(fieldExtensions(contentModel).map((ext) => [ext.name, ext.resolve]));
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const directive = field.astNode?.directives?.[0]?.name.value;
      const resolve = directive && extensions.get(directive);
      if (resolve) field.resolve = resolve as GraphQLFieldResolver<unknown, unknown>;
    }
  }
  return schema;
}

const read = (file: string): Record<string, unknown> =>
  parse(fs.readFileSync(path.join(__dirname, "../content", file), "utf8")) as Record<
    string,
    unknown
  >;

describe("@translatedText", () => {
  const schema = schemaWithExtensions();

  it("gives a Swahili page's text with lang only where the twin left it out", async () => {
    const twin = read("home.sw.yaml") as { hero: Record<string, unknown> };
    delete twin.hero.welcome;
    const node = inLanguage(home.root.spec, read("home.yaml"), "sw", twin);
    const result = await graphql({
      schema,
      source: "{ home { hero { welcome { text lang } text { text lang } } } }",
      rootValue: { home: node },
    });
    expect(result.errors).toBeUndefined();
    const hero = (result.data as { home: { hero: Record<string, unknown> } }).home.hero;
    expect(hero.welcome).toEqual({ text: "Welcome to", lang: "en" });
    expect(hero.text).toEqual({ text: expect.stringMatching(/^\S/), lang: null });
    expect((hero.text as { text: string }).text).toBe(
      (read("home.sw.yaml") as { hero: { text: string } }).hero.text,
    );
  });

  it("gives an English page's text without lang, and a caption left out as null", async () => {
    const english = read("gallery.yaml") as { items: Record<string, unknown>[] };
    delete english.items[0]!.title;
    const node = inLanguage(gallery.root.spec, english, "en");
    const result = await graphql({
      schema,
      source: "{ gallery { items { title { text lang } alt { text lang } } } }",
      rootValue: { gallery: node },
    });
    expect(result.errors).toBeUndefined();
    const [first] = (result.data as { gallery: { items: Record<string, unknown>[] } }).gallery
      .items;
    expect(first!.title).toBeNull();
    expect(first!.alt).toEqual({ text: english.items[0]!.alt, lang: null });
  });

  it("is described for GraphiQL: the type, both its fields, on every translated field", () => {
    const type = schema.getType("TranslatedText");
    expect(type?.description).toMatch(/written once per language/);
    expect(isObjectType(type) && Object.keys(type.getFields())).toEqual(["text", "lang"]);
    const hero = schema.getType("HomeHero");
    expect(isObjectType(hero) && String(hero.getFields().welcome!.type)).toBe("TranslatedText!");
  });
});

describe("translatedText", () => {
  it("marks the key the object lists as untranslated, and only that one", () => {
    const object = { untranslated: ["heading"] };
    expect(translatedText(object, "heading", "Our team")).toEqual({ text: "Our team", lang: "en" });
    expect(translatedText(object, "text", "Timu yetu")).toEqual({ text: "Timu yetu", lang: null });
    expect(translatedText({}, "text", "Timu yetu")).toEqual({ text: "Timu yetu", lang: null });
    expect(translatedText(object, "heading", undefined)).toBeNull();
  });
});
