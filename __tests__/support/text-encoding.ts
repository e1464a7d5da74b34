// react-dom/server needs TextEncoder, which jsdom does not provide: Node's own, for a test that
// renders server HTML and reads it with jsdom's DOMParser. Imported before react-dom/server.
import { TextDecoder, TextEncoder } from "util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
