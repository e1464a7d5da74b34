import type { ReactNode } from "react";
import type { ToastOptions } from "react-toastify/unstyled";

// Toasts are rare (only the contact form raises them), so react-toastify is not part of the first
// load: the first notify() call fetches it and asks the Toaster to mount its container. Toasts
// raised before the container is mounted are queued by react-toastify and shown once it is.

type Listener = () => void;

let toasterWanted = false;
const listeners = new Set<Listener>();

/** Calls `listener` once the first toast is raised (at once if one already was). */
export function onToasterWanted(listener: Listener): () => void {
  if (toasterWanted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type ToastKind = "success" | "error";

export async function notify(
  kind: ToastKind,
  message: ReactNode,
  options?: ToastOptions,
): Promise<void> {
  if (!toasterWanted) {
    toasterWanted = true;
    listeners.forEach((listener) => listener());
    listeners.clear();
  }
  let toastLibrary: typeof import("react-toastify/unstyled");
  let parts: typeof import("./toast-parts");
  try {
    // The unstyled build: the site brings its own toast CSS (src/components/layout/toasts.css).
    // The toast's timer, named in the page's language, comes with the container's code.
    [toastLibrary, parts] = await Promise.all([
      import("react-toastify/unstyled"),
      import(/* webpackChunkName: "toast-container" */ "./toast-parts"),
    ]);
  } catch (error) {
    // The toast code could not be fetched (the connection dropped): say it the plain way rather
    // than not at all.
    console.error("Could not load the notifications.", error);
    if (typeof message === "string") window.alert(message);
    return;
  }
  toastLibrary.toast[kind](parts.withTimer(message), options);
}
