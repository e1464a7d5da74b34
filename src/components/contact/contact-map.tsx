import { Box, Container, Flex, chakra } from "@chakra-ui/react";
import { useRef } from "react";
import { LuExternalLink } from "react-icons/lu";
import { useInView } from "../../hooks/use-in-view";
import { NEW_TAB, NewTabNote } from "../common/new-tab";
import { PanelTitle } from "../common/panel";
import { T, langOf, type ContentText } from "../common/t";
import { TextLink } from "../common/text-link";

export const MAP_HEIGHT_PX = 400;
/**
 * How far below the screen the visitor may be when the frame starts loading. Chrome's own
 * `loading="lazy"` starts a frame much further away (on the contact page of a phone, right away),
 * and the map's requests then compete with the page's own.
 */
export const MAP_LOAD_MARGIN_PX = 600;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The frame's attributes: one list for the React element and its <noscript> copy. Its title is
 * marked with its language where that is not the page's (an untranslated title on a Swahili page),
 * as the `lang` of the element that carries it.
 */
function frameAttributes(embedUrl: string, title: ContentText) {
  const lang = langOf(title);
  return {
    src: embedUrl,
    title: title.text,
    ...(lang ? { lang } : {}),
    loading: "lazy",
    // A number: as a Chakra style prop it becomes 400px.
    height: MAP_HEIGHT_PX,
    referrerPolicy: "no-referrer-when-downgrade",
  } as const;
}

/**
 * The frame as plain HTML, for visitors without JavaScript (inside <noscript>). Its full width is
 * a style: an iframe's `width` attribute takes pixels only.
 */
export function mapFrameHtml(embedUrl: string, title: ContentText): string {
  const attributes = Object.entries(frameAttributes(embedUrl, title))
    .map(([name, value]) => `${name.toLowerCase()}="${escapeAttribute(String(value))}"`)
    .join(" ");
  return `<iframe ${attributes} style="display:block;border:0;width:100%"></iframe>`;
}

interface ContactMapProps {
  heading: ContentText;
  linkText: ContentText;
  embedUrl: string;
  link: string;
  title: ContentText;
}

// The frame loads only when the visitor scrolls near it: a map is heavy for a phone on metered
// data. Its box is reserved up front so nothing moves when it arrives; the link works without it.
export function ContactMap({ heading, linkText, embedUrl, link, title }: ContactMapProps) {
  const frameBox = useRef<HTMLDivElement>(null);
  const near = useInView(frameBox, { rootMargin: `${MAP_LOAD_MARGIN_PX}px 0px`, once: true });
  return (
    <Box as="section" aria-labelledby="contact-map-heading" pb={{ base: "16", md: "24" }}>
      <Container maxW="7xl">
        <Flex justify="space-between" align="baseline" gap="4" wrap="wrap" mb="6">
          <T text={heading} component={PanelTitle} id="contact-map-heading" />
          <TextLink
            href={link}
            {...NEW_TAB}
            display="inline-flex"
            alignItems="center"
            gap="2"
            minH="11"
          >
            <T text={linkText} component="span" />
            <LuExternalLink aria-hidden focusable={false} />
            <NewTabNote />
          </TextLink>
        </Flex>
        <Box
          ref={frameBox}
          h={`${MAP_HEIGHT_PX}px`}
          borderRadius="2xl"
          overflow="hidden"
          borderWidth="1px"
          borderColor="border"
          bg="bg.muted"
        >
          {near ? (
            <chakra.iframe
              {...frameAttributes(embedUrl, title)}
              width="100%"
              display="block"
              border="0"
            />
          ) : (
            <noscript dangerouslySetInnerHTML={{ __html: mapFrameHtml(embedUrl, title) }} />
          )}
        </Box>
      </Container>
    </Box>
  );
}
