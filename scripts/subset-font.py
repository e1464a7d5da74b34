#!/usr/bin/env python3
"""Cuts the heading font down to the characters the site writes.

The source is Fontsource's Playfair Display variable "latin" file (every weight, 318 glyphs, 40 kB,
kept in scripts/fonts/). The site's text needs Basic Latin, Latin-1 and a few punctuation marks, so
the subset (static/fonts/) keeps those, all weights and the features in use: about 32 kB, which a
phone on a slow line gets sooner, before the first image. Characters outside the subset fall back to
the next font in the stack; src/styles/fonts.css declares the same unicode-range.

Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli):
    python3 scripts/subset-font.py
"""
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "scripts/fonts/playfair-display-latin-wght-normal.full.woff2"
TARGET = ROOT / "static/fonts/playfair-display-latin-wght-normal.woff2"
# Keep in step with unicode-range in src/styles/fonts.css.
UNICODES = "U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122"
FEATURES = ["kern", "liga", "calt", "lnum", "pnum", "tnum", "onum"]

options = subset.Options()
options.flavor = "woff2"
options.layout_features = FEATURES
options.name_IDs = ["*"]
options.notdef_outline = True
font = TTFont(SOURCE)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=subset.parse_unicodes(UNICODES))
subsetter.subset(font)
font.flavor = "woff2"
font.save(TARGET)
print(f"{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes")
