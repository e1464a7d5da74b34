/**
 * gatsby-transformer-yaml's parser (js-yaml's `load`, the copy it depends on). The plugin made the
 * English YAML files' nodes until the content plugin made them itself, by the content reader
 * (gatsby/content/yaml.ts, via plugins/gatsby-plugin-content/language-nodes.ts); it is no longer
 * in gatsby-config.ts, and this second reading is kept until it is removed with the dependency.
 * A file that parser couldn't read made the plugin throw in the middle of the build, naming no rule. The two
 * parsers differed on tags ("tagline: !foo Text" is text to one and stops the other), which the
 * content reader now refuses itself (yaml-tag); for any difference not yet known, the check reads
 * each such file with that parser too, and stops first, with the line.
 */
import { createRequire } from "node:module";
import { parseContentYaml, YamlReadError } from "../content/yaml";

interface JsYaml {
  load: (source: string) => unknown;
}

/** js-yaml as gatsby-transformer-yaml, installed beside the site's code, loads it. */
function transformerYaml(): JsYaml {
  const site = createRequire(__filename);
  const transformer = createRequire(site.resolve("gatsby-transformer-yaml/package.json"));
  return transformer("js-yaml") as JsYaml;
}

/**
 * Throws the content reader's yaml-syntax error when gatsby-transformer-yaml's parser can't read
 * `source`. Call it only on YAML the content reader has accepted: that holds no alias to expand.
 */
export function assertBuildReads(source: string): void {
  try {
    transformerYaml().load(source);
  } catch (error) {
    const { reason, mark } = error as { reason?: string; mark?: { line: number; column: number } };
    throw new YamlReadError(
      "yaml-syntax",
      `the site's build reads it with a second YAML reader, which stops there: ${reason ?? String(error)}`,
      mark && mark.line + 1,
      mark && mark.column + 1,
    );
  }
}

/**
 * A content YAML file's data as the content reader reads it, once gatsby-transformer-yaml's parser
 * has read it too: the check reads every English YAML file this way (load.ts), and so does
 * `gatsby develop` each YAML file changed after start-up (gatsby-plugin-content's file-checks.ts).
 * Throws the YamlReadError of the first reader that stops.
 */
export function parseYamlAsBuilt(source: string): unknown {
  const data = parseContentYaml(source);
  assertBuildReads(source);
  return data;
}
