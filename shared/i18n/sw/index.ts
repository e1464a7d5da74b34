import type { Language } from "../language";
import { clock } from "./clock";
import { sw } from "./words";

export { sw };

export const kiswahili: Language = { words: sw, clock };
