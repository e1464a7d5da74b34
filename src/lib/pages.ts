// The pages that have their own title, description and keywords in content/page-meta.yaml.
export const PAGE_KEYS = ["home", "about", "services", "contact"] as const;

export type PageKey = (typeof PAGE_KEYS)[number];
