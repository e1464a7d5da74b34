import type { IAdapter } from "gatsby";
import createNetlifyAdapter from "gatsby-adapter-netlify";

// On Netlify (which sets NETLIFY in every build), Gatsby 5 uses its Netlify adapter. Without an
// `adapter` in gatsby-config it installs one by itself at build time, at whatever version it finds
// then; this one is pinned in package.json and package-lock.json instead.
//
// The adapter appends headers of its own to public/_headers, after the site's (Gatsby's defaults:
// on /* `cache-control: public, max-age=0, must-revalidate`, `referrer-policy: same-origin`,
// `x-xss-protection: 1; mode=block`, …, then an immutable rule for each bundle), and no adapter
// option or gatsby-config `headers` entry takes the defaults away: Gatsby's `headers` only adds
// values per route, beside its defaults on /*. Netlify sends every value of every matching block,
// so each page and script would carry two contradicting values. The site's own _headers
// (static/_headers, filled in by gatsby/security-headers.ts) already says everything a response
// needs on every host, so the adapter is handed no header routes: it writes its other files
// (_redirects, the build cache) as it would, and adds no header. __tests__/browser/netlify.test.ts
// reads the result with Netlify's own parser.

export function isNetlifyBuild(env: Record<string, string | undefined>): boolean {
  // The same test Gatsby's list of adapters applies (node_modules/gatsby/adapters.js).
  return Boolean(env.NETLIFY || env.NETLIFY_LOCAL);
}

export function netlifyAdapter(): IAdapter {
  // A static site: no Image CDN (gatsby-plugin-sharp makes every size at build time), and no
  // functions, so nothing for the engine's datastore setting to act on.
  const netlify = createNetlifyAdapter({
    imageCDN: false,
    excludeDatastoreFromEngineFunction: false,
  });
  return {
    ...netlify,
    adapt: (context) => netlify.adapt({ ...context, headerRoutes: [] }),
  };
}
