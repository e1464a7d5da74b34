import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import type { ToastContentProps } from "react-toastify/unstyled";
import { ToastCloseButton, withTimer } from "../src/components/layout/toast-parts";
import type { SiteData } from "../src/hooks/use-site";
import { PageLocaleContext, type PageLocale } from "../src/hooks/use-strings";
import { UI_STRINGS } from "../shared/i18n";
import type { Locale } from "../shared/lib/locale";

// A toast's close button and timer are named in the page's language (react-toastify's own say
// "close" and "notification timer" on every page).

const pages = new Map<Locale, PageLocale>(
  (["en", "sw"] as const).map((locale) => [
    locale,
    { locale, strings: UI_STRINGS[locale], pathname: "/contact/", site: {} as SiteData },
  ]),
);
const onPage = (locale: Locale, element: ReactNode) =>
  render(
    <PageLocaleContext.Provider value={pages.get(locale)!}>{element}</PageLocaleContext.Provider>,
  );

function toastProps(isPaused: boolean, closeToast = jest.fn()): ToastContentProps {
  return {
    closeToast,
    isPaused,
    data: undefined,
    toastProps: { autoClose: 5000, theme: "light", type: "success", isIn: true },
  } as unknown as ToastContentProps;
}

describe("a toast's close button and timer", () => {
  it("are named in Swahili on a Swahili page, and as before on an English one", () => {
    onPage("sw", <ToastCloseButton closeToast={jest.fn()} theme="light" type="success" />);
    expect(screen.getByRole("button").getAttribute("aria-label")).toBe("Funga arifa");
    const Timed = withTimer("Ujumbe umetumwa!");
    onPage("sw", <Timed {...toastProps(false)} />);
    expect(screen.getByText("Ujumbe umetumwa!")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toBe("Muda wa arifa");
  });

  it("keeps react-toastify's English names on an English page", () => {
    onPage("en", <ToastCloseButton closeToast={jest.fn()} theme="light" type="success" />);
    expect(screen.getByRole("button").getAttribute("aria-label")).toBe("close");
    const Timed = withTimer("Message sent!");
    onPage("en", <Timed {...toastProps(false)} />);
    expect(screen.getByRole("progressbar").getAttribute("aria-label")).toBe("notification timer");
  });

  it("runs for the toast's time, pauses with it and closes it when it runs out", () => {
    const closeToast = jest.fn();
    const Timed = withTimer("Ujumbe");
    const { rerender } = onPage("sw", <Timed {...toastProps(false, closeToast)} />);
    const bar = screen.getByRole("progressbar");
    expect(bar.style.animationDuration).toBe("5000ms");
    expect(bar.style.animationPlayState).toBe("running");
    rerender(
      <PageLocaleContext.Provider value={pages.get("sw")!}>
        <Timed {...toastProps(true, closeToast)} />
      </PageLocaleContext.Provider>,
    );
    expect(screen.getByRole("progressbar").style.animationPlayState).toBe("paused");
    fireEvent.animationEnd(screen.getByRole("progressbar"));
    expect(closeToast).toHaveBeenCalledTimes(1);
  });
});
