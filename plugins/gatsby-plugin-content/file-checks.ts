// Each content file the source plugin reads, read by the content reader (model/content-reader.ts:
// the check at start-up read it through the same, so this reads nothing again) as its file node
// is made, so a file the reader refuses (front matter in another language than YAML, an alias,
// a tag, broken YAML) is reported with the file and the rule. At the start of a build or of
// `gatsby develop` the content check has already stopped on such a file; but under
// `gatsby develop` the check runs only then (onPreBootstrap), and a file changed afterwards comes
// here. The Markdown has been read by gatsby-transformer-remark (without running any of it: its
// "---js" stub gives {}, "---json" is parsed, any other language fails without a rule); this names
// the rule. The YAML no one else reads: this plugin makes its nodes by the same reader
// (./language-nodes.ts).
import type { GatsbyNode, Node } from "gatsby";
import { readContentFile } from "./model/content-reader";
import { formatContentErrors } from "./check/errors";
import { readFailure } from "./check/load";

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

/** A file node gatsby-transformer-remark reads (by the media types it reads). */
export const isMarkdownFile = (node: Node) =>
  node.internal.type === "File" &&
  (node.internal.mediaType === "text/markdown" || node.internal.mediaType === "text/x-markdown");

/** A YAML file node (by its media type, as gatsby-source-filesystem sets it). */
export const isYamlFile = (node: Node) =>
  node.internal.type === "File" && node.internal.mediaType === "text/yaml";

/**
 * Reads a Markdown or YAML content file by the content reader (which the nodes then read it
 * through: no second read); names the file and the rule it breaks.
 */
export function checkContentFile({ node, reporter }: CreateNodeArgs): void {
  const file = node as Node & { relativePath?: string; absolutePath?: string };
  if (!(isMarkdownFile(file) || isYamlFile(file)) || !file.absolutePath) return;
  const read = readContentFile(file.absolutePath);
  if (read && "error" in read) {
    const where = `content/${file.relativePath ?? ""}`;
    reporter.panicOnBuild(formatContentErrors([readFailure(where, read.error)]));
  }
}
