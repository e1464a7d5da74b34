import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterWanted } from "../../lib/notify";
import { ChunkBoundary } from "../common/chunk-boundary";

// react-toastify and the toast container stay out of the first load: they are fetched once the
// page is idle after hydration (so the toast area, and Alt+T, are there on every page), or at once
// when a toast is raised before that (see src/lib/notify.ts).
const SiteToastContainer = lazy(
  () => import(/* webpackChunkName: "toast-container" */ "./toast-container"),
);

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(id);
}

export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onToasterWanted(want);
    const cancelIdle = whenIdle(want);
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    // If the toast code can't be fetched, notify() falls back to an alert.
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <SiteToastContainer />
      </Suspense>
    </ChunkBoundary>
  );
}
