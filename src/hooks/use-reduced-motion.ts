import { REDUCED_MOTION_QUERY } from "../lib/motion";
import { useMediaQuery } from "./use-media-query";

/** True while the visitor asks for reduced motion (false in the server's HTML). */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
