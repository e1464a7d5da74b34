// The part of the content plugin that also runs in a browser: the owner's editor (/admin/,
// plugins/gatsby-plugin-editor/start.ts) reads and writes files with the build's own YAML reader,
// translation marks, limits and description rule. The editor's bundle is made from these files
// and no more of the model (plugins/gatsby-plugin-editor/bundle.ts lists them), so this entry
// names only them; ./public.ts is the whole public face and includes it.
export { CONTENT_LIMITS } from "./model/limits";
export { DESCRIPTION_GUIDE, descriptionProblem, descriptionRefusal } from "./model/description";
export {
  fingerprint,
  isBehind,
  isRecord,
  markedText,
  readMarks,
  TRANSLATION_OF,
  translationMark,
  writeMarks,
} from "./model/marks";
export { parseContentYaml, readFailureMessage, readFrontMatter, YamlReadError } from "./model/yaml";
