import type { ReactNode } from "react";
import type { CloseButtonProps, ToastContentProps } from "react-toastify/unstyled";
import { useStrings } from "../../hooks/use-strings";

// What notify() loads with the first toast: the library's toast(), and the content around it.
export { toast } from "react-toastify/unstyled";

// react-toastify names its close button "close" and its progress bar "notification timer", in
// English on every page. Both are replaced as its documentation says (the container's
// `closeButton`, and `customProgressBar` with a bar of the toast's own), with the library's markup
// and class names (src/components/layout/toasts.css styles them) and the page's words.

/** The close button, named in the page's language. */
export function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  const label = useStrings().shell.closeNotification;
  return (
    <button
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
      aria-label={label}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * The bar that runs down while a toast shows, named in the page's language; paused while the
 * toast is (hover, focus lost), and closing it when it runs out, as the library's own does.
 */
function ToastTimer({ closeToast, isPaused, toastProps }: ToastContentProps) {
  const label = useStrings().shell.notificationTimer;
  const { autoClose, theme, isIn } = toastProps;
  const type = toastProps.type ?? "default";
  return (
    <div className="Toastify__progress-bar--wrp" data-hidden={autoClose === false}>
      <div
        className={`Toastify__progress-bar--bg Toastify__progress-bar-theme--${theme} Toastify__progress-bar--${type}`}
      />
      <div
        role="progressbar"
        aria-hidden={autoClose === false}
        aria-label={label}
        className={`Toastify__progress-bar Toastify__progress-bar--animated Toastify__progress-bar-theme--${theme} Toastify__progress-bar--${type}`}
        style={{
          animationDuration: `${autoClose === false ? 0 : autoClose}ms`,
          animationPlayState: isPaused ? "paused" : "running",
        }}
        onAnimationEnd={() => {
          if (isIn) closeToast();
        }}
      />
    </div>
  );
}

/** A toast's content with its timer (the container sets `customProgressBar`). */
export function withTimer(message: ReactNode) {
  return function TimedToast(props: ToastContentProps): ReactNode {
    return (
      <>
        {message}
        <ToastTimer {...props} />
      </>
    );
  };
}
