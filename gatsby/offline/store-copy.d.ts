// Types for ./store-copy.js, which stays plain JavaScript because its functions' source is copied
// into the service worker as written.
import type { RouteMatchCallback, WorkboxPlugin } from "workbox-core/types";

export const isPageNavigation: RouteMatchCallback;
export const isPageData: RouteMatchCallback;
export const isOwnImage: RouteMatchCallback;
export const storeCopyPlugin: WorkboxPlugin;
export const photoStandInPlugin: WorkboxPlugin;
