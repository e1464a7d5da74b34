import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterWanted } from "./notify";
import { ChunkBoundary } from "../common/chunk-boundary";

// react-toastify and the toast container are fetched with the first toast (./notify.ts):
// only the contact form raises one, so most visits never download them. Alt+T focuses toasts that
// are showing; before the first one there is nothing to focus.
const SiteToastContainer = lazy(
  () => import(/* webpackChunkName: "toast-container" */ "./toast-container"),
);

export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterWanted(() => setWanted(true)), []);
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
