// Gatsby loads a plugin from its package.json's main file; the work is in the gatsby-* files.
