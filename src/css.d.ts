// Stylesheets are imported for their side effect; webpack (Gatsby) bundles them.
declare module "*.css";
