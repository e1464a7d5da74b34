/** The attribute of an island's element: the island's name (src/components/common/island.tsx). */
export const ISLAND_ATTRIBUTE = "data-island";
/** The attribute that carries the island's props, as JSON, for the browser to hydrate it with. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
