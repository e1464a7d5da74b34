// The editor's script at /admin/ (bundled by ./bundle.ts): Sveltia CMS from its npm package, which
// starts only when asked (its documentation's "manual initialization"). With no configuration
// given, it reads the config.yml the page names (<link rel="cms-config-url">).
import { init } from "@sveltia/cms";

init();
