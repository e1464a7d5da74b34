#!/usr/bin/env bash
# The site works the same without its start-up layer (plugins/gatsby-plugin-startup), as
# docs/development.md says.
# This checks it: a copy of the site (the files Git keeps, in a folder of its own, so the main
# build in public/ stays as it is) is built with STARTUP_PLUGIN=off, which leaves the plugin out
# (gatsby-config.ts), and the browser smoke tests run on it: every page loads in both languages
# without a console error, the menu opens, the language switch and the booking links work.
set -euo pipefail
cd "$(dirname "$0")/.."

# The smoke tests: whole files, and from the others the tests named here (Jest's -t, matched
# against "<describe> <test>").
SMOKE_FILES='__tests__/browser/(routes|swahili|shell|services)\.test\.ts$'
SMOKE_NAMES='^(route |unknown route|Swahili page|the Swahili 404|the language switch|booking in Swahili|mobile menu|Book Now)'

copy="$(mktemp -d "${TMPDIR:-/tmp}/startup-off-XXXXXX")"
trap 'rm -rf "$copy"' EXIT
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do
    if [ -e "$file" ]; then
      mkdir -p "$copy/$(dirname "$file")"
      cp -p "$file" "$copy/$file"
    fi
  done
ln -s "$PWD/node_modules" "$copy/node_modules"

cd "$copy"
export STARTUP_PLUGIN=off GATSBY_TELEMETRY_DISABLED=1
CMS_EDITOR=local npx gatsby build
# Built without it: none of the pages carries its bundle loader.
if grep -rl --include=index.html 'id="startup-bundle-loader"' public; then
  echo "The pages above carry the start-up layer's bundle loader: STARTUP_PLUGIN=off was ignored" >&2
  exit 1
fi
npx jest --selectProjects browser --runInBand --testPathPatterns "$SMOKE_FILES" -t "$SMOKE_NAMES"
