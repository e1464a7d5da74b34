import { Slide, ToastContainer } from "react-toastify/unstyled";
import "./toasts.css";
import { useStrings } from "../../hooks/use-strings";
import { useColorMode } from "./color-mode";
import { ToastCloseButton } from "./toast-parts";

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;

// react-toastify's defaults are what the site wants: 320 px wide, Alt+T focuses the toasts, and a
// toast can be dragged away; the close delay and drag distance are still written out here.
export default function SiteToastContainer() {
  const colorMode = useColorMode();
  const strings = useStrings();
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      closeOnClick={false}
      pauseOnFocusLoss
      pauseOnHover
      newestOnTop
      transition={Slide}
      theme={colorMode === "dark" ? "dark" : "light"}
      aria-label={strings.shell.notifications}
      // Named in the page's language: each toast brings its own timer (notify(), withTimer).
      closeButton={ToastCloseButton}
      customProgressBar
    />
  );
}
