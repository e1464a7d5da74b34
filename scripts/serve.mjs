// `npm run serve`: the built site on http://127.0.0.1:9000 with the production headers applied.
import { startServer } from "./static-server.mjs";

const port = Number(process.env.PORT ?? 9000);
const { url } = await startServer({ port, headersFile: "public/_headers" });
console.log(`Serving public/ at ${url}/ (Ctrl+C to stop)`);
