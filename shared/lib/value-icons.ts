// The icon names a value card on the about page may use (content/about.yaml, values.items[].icon).
export const VALUE_ICONS = ["eye", "target", "gem", "heart", "star", "sparkles"] as const;

export type ValueIcon = (typeof VALUE_ICONS)[number];

export function isValueIcon(name: string): name is ValueIcon {
  return (VALUE_ICONS as readonly string[]).includes(name);
}
