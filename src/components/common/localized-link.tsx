import { Link, type GatsbyLinkProps } from "gatsby";
import { forwardRef, type ForwardRefExoticComponent, type RefAttributes } from "react";
import { usePageLocale } from "../../hooks/use-strings";
import { localePath } from "../../../shared/lib/locale";

type Props = Omit<GatsbyLinkProps<unknown>, "ref">;

// Gatsby's Link is typed as a class, whose ref would be the component; it forwards it to the <a>.
const GatsbyLink = Link as unknown as ForwardRefExoticComponent<
  Props & RefAttributes<HTMLAnchorElement>
>;

/**
 * A link to one of the site's pages in the page's own language: `to` is the page's English address
 * ("/services/", "/#about") and the link leads to its twin in the visitor's language
 * ("/sw/services/" on a Swahili page). Components name pages, never the address rule
 * (shared/lib/locale.ts: localePath). Its ref reaches the <a>, so Chakra's `asChild` and `chakra()`
 * can style it.
 */
/**
 * One of the site's pages in the page's own language, as an address for what is not a link to
 * follow here (a page's whole address to share): `to` as LocalizedLink takes it.
 */
export function useLocalizedPath(to: string): string {
  const { locale } = usePageLocale();
  return localePath(to, locale);
}

export const LocalizedLink = forwardRef<HTMLAnchorElement, Props>(function LocalizedLink(
  { to, ...rest },
  ref,
) {
  const { locale } = usePageLocale();
  return <GatsbyLink {...rest} to={localePath(to, locale)} ref={ref} />;
});
