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
  let toasts: typeof import("./toast-parts");
  try {
    // react-toastify's unstyled build (the site brings its own toast CSS:
    // src/components/layout/toasts.css), with the toast's timer named in the page's language.
    toasts = await import(/* webpackChunkName: "toast-container" */ "./toast-parts");
  } catch (error) {
    // The toast code could not be fetched (the connection dropped): say it the plain way rather
    // than not at all.
    console.error("Could not load the notifications.", error);
    if (typeof message === "string") window.alert(message);
    return;
  }
  toasts.toast[kind](toasts.withTimer(message), options);
}
