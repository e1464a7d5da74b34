/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { buildSchema, type GraphQLObjectType } from "graphql";
import {
  contentModel,
  yamlTypeName,
  type ContentType,
} from "../plugins/gatsby-plugin-content/model";
import { yamlFile } from "../plugins/gatsby-plugin-content/model/content-type";
import { describeContent, labelFor } from "../plugins/gatsby-plugin-content/model/describe";
import { list, object, text } from "../plugins/gatsby-plugin-content/model/fields";
import {
  graphqlInterface,
  graphqlTypeDefs,
  nodeFields,
} from "../plugins/gatsby-plugin-content/model/graphql";
import { treatments } from "../plugins/gatsby-plugin-content/model";
import { ruled } from "../plugins/gatsby-plugin-content/model/rules";
import { validateContent } from "./support/content-rules";

// What Gatsby provides around the types the model writes, so graphql-js can build the schema.
const GATSBY_STUBS = /* GraphQL */ `
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @formEndpoint on FIELD_DEFINITION
  directive @treatmentHtml on FIELD_DEFINITION
  directive @translatedText on FIELD_DEFINITION
  interface Node {
    id: ID!
  }
  type File {
    id: ID!
  }
  type Query {
    ok: Boolean
  }
`;

const schemaOf = (model: readonly ContentType[]) =>
  buildSchema(`${GATSBY_STUBS}\n${graphqlTypeDefs(model)}`);

const fieldsOf = (model: readonly ContentType[], typeName: string) =>
  (schemaOf(model).getType(typeName) as GraphQLObjectType).getFields();

// A fixture model of one file; `withFee` is the same declaration with one field added.
const fixtureFields = {
  title: text("The page's heading."),
  links: list(
    "Links, in order.",
    object("FixtureLink", "A link.", { id: ruled("A short id.", "id"), name: text("Its text.") }),
    { unique: "id" },
  ),
};
const fixture = yamlFile("fixture", "Fixture", "A test page", fixtureFields);
const withFee = yamlFile("fixture", "Fixture", "A test page", {
  ...fixtureFields,
  fee: ruled("What a visit costs.", "price"),
});

describe("a field added to a content type", () => {
  let workDir = "";
  const contentDir = () => path.join(workDir, "content");

  beforeEach(() => {
    workDir = mkdtempSync(path.join(tmpdir(), "content-model-"));
    mkdirSync(contentDir());
  });
  afterEach(() => rmSync(workDir, { recursive: true, force: true }));

  const write = (source: string) => writeFileSync(path.join(contentDir(), "fixture.yaml"), source);
  const validate = (model: ContentType) => validateContent(contentDir(), workDir, [model]);
  const FILE = "title: Hello\nlinks:\n  - id: home\n    name: Home\n";

  it("appears in the generated GraphQL type, non-null, with its description", () => {
    expect(fieldsOf([fixture], "FixtureYaml").fee).toBeUndefined();
    const fee = fieldsOf([withFee], "FixtureYaml").fee;
    expect(String(fee?.type)).toBe("String!");
    expect(fee?.description).toBe("What a visit costs.");
  });

  it("is enforced by the validator, with a message naming the file and the field", async () => {
    write(FILE);
    await expect(validate(fixture)).resolves.toEqual([]);
    const missing = await validate(withFee);
    expect(missing).toEqual([
      {
        file: "content/fixture.yaml",
        field: "fee",
        rule: "required",
        message: expect.stringContaining('"fee" is missing') as string,
      },
    ]);

    write(`${FILE}fee: KES 1000\n`);
    const [wrong, ...rest] = await validate(withFee);
    expect(rest).toEqual([]);
    expect(wrong).toMatchObject({
      file: "content/fixture.yaml",
      field: "fee",
      rule: "price-format",
    });
    expect(wrong?.message).toContain('"KES 1000" is not a price.');

    write(`${FILE}fee: KES 1,000\n`);
    await expect(validate(withFee)).resolves.toEqual([]);
  });

  it("appears in the serialisable description with its rule", () => {
    const [before] = describeContent([fixture]).collections;
    const [after] = describeContent([withFee]).collections;
    expect(before?.fields.map((field) => field.name)).toEqual(["title", "links"]);
    expect(after?.fields.map((field) => field.name)).toEqual(["title", "links", "fee"]);
    const fee = after?.fields[2];
    expect(fee).toEqual({
      name: "fee",
      label: "Fee",
      description: "What a visit costs.",
      widget: "string",
      type: "string",
      required: true,
      pattern: {
        regex: expect.any(String) as string,
        message: expect.stringContaining("This is not a price.") as string,
        rule: "price-format",
      },
    });
    const regex = new RegExp(fee?.pattern?.regex ?? "");
    expect(regex.test("KES 1,000")).toBe(true);
    expect(regex.test("Contact for pricing")).toBe(true);
    expect(regex.test("KES 1000")).toBe(false);
  });
});

describe("fields several types share", () => {
  const shared = { heading: text("A heading."), body: text("A paragraph.") };
  const HEADED = graphqlInterface("Headed", "Something with a heading and a paragraph.", shared);
  const modelOf = (second: Record<string, ReturnType<typeof text>>) => [
    yamlFile("fixture", "Fixture", "A test page", {
      first: object(
        "First",
        "The first.",
        { eyebrow: text("A line."), ...shared },
        {
          implements: [HEADED],
        },
      ),
      second: object("Second", "The second.", second, { implements: [HEADED] }),
    }),
  ];

  it("are one GraphQL interface that each object implementing it declares alike", () => {
    expect.hasAssertions();
    const schema = schemaOf(modelOf(shared));
    const first = schema.getType("First") as GraphQLObjectType;
    expect(first.getInterfaces().map(String)).toEqual(["Headed"]);
    const headed = schema.getType("Headed") as GraphQLObjectType;
    expect(Object.keys(headed.getFields())).toEqual(["heading", "body"]);
    expect(headed.description).toBe("Something with a heading and a paragraph.");
  });

  it("refuse an object that names the interface without one of its fields", () => {
    expect.hasAssertions();
    expect(() => graphqlTypeDefs(modelOf({ heading: text("A heading.") }))).toThrow(
      'Second implements Headed but its field "body" differs.',
    );
  });
});

describe("the site's content model", () => {
  const described = describeContent();

  it("gives Gatsby a valid schema: explicit node types, images as File, descriptions", () => {
    const schema = schemaOf(contentModel);
    const site = schema.getType("SiteYaml") as GraphQLObjectType;
    expect(site.description).toContain("content/site.yaml");
    expect(site.getFields().whatsapp?.description).toBe(
      'The number booking messages go to: digits only, country code first, no "+" and no leading 0, e.g. 254700000000.',
    );
    const address = (schema.getType("SiteAddress") as GraphQLObjectType).getFields();
    // Coordinates are text (typed on a phone keyboard, the minus kept).
    expect(String(address.coordinates?.type)).toBe("String!");
    const sdl = graphqlTypeDefs(contentModel);
    expect(sdl).toMatch(/type SiteYaml implements Node @dontInfer \{/);
    expect(sdl).toMatch(/image: File! @fileByRelativePath/);
    expect(sdl).not.toMatch(/^type \w+ implements Node(?! @dontInfer)/m);
    // The home page's photo sections share their heading, paragraph and photo (one fragment).
    for (const section of ["HomeSection", "HomeRituals", "HomeTreatments"]) {
      const type = schema.getType(section) as GraphQLObjectType;
      expect(type.getInterfaces().map(String)).toEqual(["HomePhotoSection"]);
    }

    const treatment = (schema.getType("Treatment") as GraphQLObjectType).getFields();
    expect(Object.keys(treatment)).toEqual([
      "name",
      "duration",
      "price",
      "categories",
      "order",
      "photo",
      "offer",
      "slug",
      "description",
      "descriptionHtml",
      "untranslated",
      "locale",
    ]);
    const photo = (schema.getType("GalleryPhoto") as GraphQLObjectType).getFields();
    // A caption may be left empty; the photo and its alt text may not.
    expect(String(photo.title?.type)).toBe("TranslatedText");
    expect(String(photo.image?.type)).toBe("File!");
    expect(String(photo.alt?.type)).toBe("TranslatedText!");
  });

  it("describes every content file as plain data another tool can read", () => {
    expect(JSON.parse(JSON.stringify(described))).toEqual(described);
    expect(described.collections.map((collection) => collection.path)).toEqual(
      expect.arrayContaining(["content/site.yaml", "content/treatments", "content/gallery.yaml"]),
    );
    for (const collection of described.collections) {
      expect(collection.description.length).toBeGreaterThan(10);
      for (const field of collection.fields) expect(field.description.length).toBeGreaterThan(5);
    }
  });

  it("gives an editor what it needs: widgets, options, ranges, patterns, the Markdown body", () => {
    const collection = (name: string) => described.collections.find((c) => c.name === name);
    const treatments = collection("treatments");
    // Its id is its file name, made from the name: no field holds it.
    expect(treatments).toMatchObject({
      kind: "folder",
      extension: "md",
      nameField: "name",
    });
    expect(treatments).not.toHaveProperty("idField");
    expect(treatments?.fields.map((field) => [field.name, field.widget])).toEqual([
      ["name", "string"],
      ["duration", "string"],
      ["price", "string"],
      ["categories", "list"],
      ["order", "number"],
      ["photo", "image"],
      ["offer", "object"],
      ["body", "markdown"],
    ]);
    const items = (name: string) => collection(name)?.fields[0]?.fields ?? [];
    const rating = items("testimonials").find((field) => field.name === "rating");
    expect(rating).toMatchObject({ widget: "number", type: "integer", min: 1, max: 5 });
    expect(items("gallery").find((field) => field.name === "image")).toMatchObject({
      widget: "image",
      minLongSide: 1200,
    });
    // One group per page, so none can be missing or written twice.
    expect(collection("page-meta")?.fields.map((field) => [field.name, field.label])).toEqual([
      ["home", "Home page"],
      ["about", "About page"],
      ["services", "Services page"],
      ["contact", "Contact page"],
    ]);
    const values = collection("about")?.fields.find((field) => field.name === "values");
    const icon = values?.fields?.find((field) => field.name === "items")?.fields?.[1];
    expect(icon).toMatchObject({ name: "icon", widget: "select" });
    expect(collection("site")?.fields.find((f) => f.name === "whatsapp")?.pattern?.rule).toBe(
      "whatsapp-format",
    );
  });
});

describe("the Treatment node", () => {
  it("is built from the model's own field list: every GraphQL field is a declared or a computed one", () => {
    const schema = schemaOf(contentModel);
    const frontmatter = {
      name: "Gel Polish",
      duration: "45 mins",
      price: "KES 1,200",
      categories: ["nails"],
      order: 14,
    };
    const fields = nodeFields(treatments, frontmatter);
    // An optional field left out (the offer) is left off the node too.
    expect(fields).toStrictEqual(frontmatter);
    const declared = Object.keys(treatments.root.spec.fields ?? {});
    // A computed field with a resolver of its own is added after the types (createResolvers).
    const computed = Object.entries(treatments.root.spec.graphql?.computed ?? {})
      .filter(([, field]) => !field.resolve)
      .map(([name]) => name);
    const graphql = Object.keys((schema.getType("Treatment") as GraphQLObjectType).getFields());
    // Every content node also says its language, and which of its translated fields show English.
    expect(graphql.sort()).toEqual([...declared, ...computed, "untranslated", "locale"].sort());
  });
});

describe("the small mappings", () => {
  it("names YAML node types after their file", () => {
    expect(yamlTypeName("site.yaml")).toBe("SiteYaml");
    expect(yamlTypeName("page-meta.yaml")).toBe("PageMetaYaml");
  });

  it("labels fields for people", () => {
    expect(labelFor("priceRange")).toBe("Price range");
    expect(labelFor("onContactPage")).toBe("On contact page");
    expect(labelFor("id")).toBe("Id");
  });
});
