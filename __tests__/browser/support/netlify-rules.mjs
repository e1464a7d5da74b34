// Reads a built site's _headers and _redirects, and netlify.toml, with Netlify's own parsers
// (@netlify/headers-parser, @netlify/redirect-parser: ES modules, so the tests run this file in a
// Node process of its own) and prints what they found as JSON. Usage: node netlify-rules.mjs
// <publish folder> <netlify.toml>
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

const [publishDir, configPath] = process.argv.slice(2);
const headers = await parseAllHeaders({
  headersFiles: [path.join(publishDir, "_headers")],
  netlifyConfigPath: configPath,
  configHeaders: [],
  minimal: false,
});
const redirects = await parseAllRedirects({
  redirectsFiles: [path.join(publishDir, "_redirects")],
  netlifyConfigPath: configPath,
  configRedirects: [],
  minimal: false,
});
console.log(
  JSON.stringify({
    headers: headers.headers.map((rule) => ({
      for: rule.for,
      values: rule.values,
      // The expression Netlify matches a request's path with.
      source: rule.forRegExp.source,
      flags: rule.forRegExp.flags,
    })),
    redirects: redirects.redirects,
    errors: [...headers.errors, ...redirects.errors].map((error) => error.message),
  }),
);
