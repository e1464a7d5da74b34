import type { Language } from "../language";
import { clock } from "./clock";
import { en } from "./words";

export { en };

export const english: Language = { words: en, clock };
