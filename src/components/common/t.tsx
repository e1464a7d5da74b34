import { Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import {
  forwardRef,
  type ComponentProps,
  type ElementType,
  type ReactElement,
  type ReactNode,
  type Ref,
} from "react";

/**
 * A text from the content as a page's query gives it (a `TranslatedText`, asked for with the
 * fragment below: `heading { ...ContentText }`): the text in the page's language, or the English
 * text with `lang: "en"` where its translation is missing
 * (plugins/gatsby-plugin-content/model/translated-text.ts). Its type is the fragment's, as
 * Gatsby's typegen writes it.
 */
export type ContentText = Queries.ContentTextFragment;

/** What every query asks of a translated text: what `T` shows. */
export const query = graphql`
  fragment ContentText on TranslatedText {
    text
    lang
  }
`;

/**
 * The `lang` attribute for a content text: its language where that is not the page's, otherwise
 * none (the page's own `lang` holds). For the few elements that show a text other than as their
 * words: a photo's `alt`, a description's HTML.
 */
export const langOf = (text: ContentText): string | undefined => text.lang ?? undefined;

type TProps<C extends ElementType> = {
  /** The text to show. */
  text: ContentText;
  /** The element that shows it, with its own props beside `text`: Chakra's `Text` unless given. */
  component?: C;
  /** What the element holds where that is more than the text (the text in parts); the text if not. */
  children?: ReactNode;
} & Omit<ComponentProps<C>, "children" | "lang" | "text" | "component">;

/**
 * Shows a content text in its element (a paragraph unless `component` names another: a heading, a
 * link, a tab), marked with the language the text is in where that is not the page's, so a screen
 * reader reads an English text on a Swahili page as English. The element is the one the text would
 * be in anyway: no wrapper is added around it.
 */
export const T = forwardRef(function T(
  { text, component, children, ...props }: Omit<TProps<ElementType>, "ref">,
  ref: Ref<unknown>,
) {
  const Component: ElementType = component ?? Text;
  return (
    <Component {...props} ref={ref} lang={langOf(text)}>
      {children ?? text.text}
    </Component>
  );
  // forwardRef's type drops the element's own props; these are T's, checked where it is used.
}) as <C extends ElementType = typeof Text>(
  props: TProps<C> & { ref?: ComponentProps<C>["ref"] },
) => ReactElement;
