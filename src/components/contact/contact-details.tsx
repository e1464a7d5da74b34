import { Box, Flex, Stack, Text, chakra } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { FaWhatsapp } from "react-icons/fa6";
import { LuMail, LuPhone, LuShare2 } from "react-icons/lu";
import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links";
import { fallbackLang } from "../../lib/locale";
import type { OpeningHours } from "../../lib/opening-hours";
import type { HoursOnTheClock } from "../../lib/opening-status";
import type { ZoneOffsets } from "../../lib/zone-offsets";
import { NEW_TAB, NewTabNote } from "../common/new-tab";
import { PanelSection } from "../common/panel";
import { SocialIcon } from "../common/social-icon";
import { TextLink } from "../common/text-link";
import { OpeningStatusLine } from "./opening-status";

export interface ContactDetailsLabels {
  heading: string;
  phoneLabel: string;
  whatsappLabel: string;
  whatsappLink: string;
  emailLabel: string;
  bookingsLabel: string;
  supportLabel: string;
  socialLabel: string;
  /** On a page in another language: the labels that show English. */
  readonly untranslated: readonly string[] | null;
}

interface ContactDetailsProps {
  labels: ContactDetailsLabels;
  phone: string;
  whatsapp: string;
  email: { bookings: string; support: string };
  hours: OpeningHours & {
    label: string;
    closedStatus: string;
    closedUntilTomorrow: string;
    /** Null when the build didn't know the time zone (it warned): no open/closed line then. */
    offsets: ZoneOffsets | null;
  };
  /** "en" where the hours show English on a page in another language. */
  hoursLang?: "en";
  socials: readonly { network: string; name: string; url: string }[];
}

// Long e-mail addresses may wrap anywhere; the box keeps a finger-sized target.
function DetailLink(props: ComponentProps<typeof TextLink>) {
  return <TextLink overflowWrap="anywhere" display="inline-block" py="0.5" {...props} />;
}

// Long addresses wrap after the "@" on a narrow phone instead of mid-word.
function EmailText({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function DetailItem({
  icon,
  label,
  lang,
  children,
}: {
  icon: ReactNode;
  label: string;
  lang?: "en";
  children: ReactNode;
}) {
  return (
    <Flex gap={{ base: "3", md: "4" }} align="flex-start">
      <Flex
        aria-hidden
        align="center"
        justify="center"
        boxSize={{ base: "9", md: "11" }}
        flexShrink="0"
        borderRadius="full"
        bg="accent.subtle"
        color="accent"
        fontSize="lg"
      >
        {icon}
      </Flex>
      <Stack gap="1" minW="0">
        <Text textStyle="eyebrow" color="fg.muted" fontSize="xs" lang={lang}>
          {label}
        </Text>
        {children}
      </Stack>
    </Flex>
  );
}

export function ContactDetails({
  labels,
  phone,
  whatsapp,
  email,
  hours,
  hoursLang,
  socials,
}: ContactDetailsProps) {
  const en = (label: Exclude<keyof ContactDetailsLabels, "untranslated">) =>
    fallbackLang(labels, label);
  return (
    <PanelSection
      headingId="contact-details-heading"
      heading={labels.heading}
      headingLang={en("heading")}
    >
      <Stack gap="7" mt="7">
        <DetailItem icon={<LuPhone />} label={labels.phoneLabel} lang={en("phoneLabel")}>
          <DetailLink href={telHref(phone)} fontSize="lg">
            {phone}
          </DetailLink>
          <Text color="fg.muted" lang={hoursLang}>
            {hours.label}
          </Text>
          {/* The page's own hours object, so the line's clock keeps running across renders. */}
          {hours.offsets && <OpeningStatusLine hours={hours as HoursOnTheClock} />}
        </DetailItem>

        <DetailItem icon={<FaWhatsapp />} label={labels.whatsappLabel} lang={en("whatsappLabel")}>
          <DetailLink href={whatsappHref(whatsapp)} {...NEW_TAB}>
            <span lang={en("whatsappLink")}>{labels.whatsappLink}</span>
            <NewTabNote />
          </DetailLink>
        </DetailItem>

        <DetailItem icon={<LuMail />} label={labels.emailLabel} lang={en("emailLabel")}>
          <Text color="fg.muted">
            <span lang={en("bookingsLabel")}>{labels.bookingsLabel}</span>:{" "}
            <DetailLink href={mailtoHref(email.bookings)} fontSize={{ base: "sm", md: "md" }}>
              <EmailText address={email.bookings} />
            </DetailLink>
          </Text>
          <Text color="fg.muted">
            <span lang={en("supportLabel")}>{labels.supportLabel}</span>:{" "}
            <DetailLink href={mailtoHref(email.support)} fontSize={{ base: "sm", md: "md" }}>
              <EmailText address={email.support} />
            </DetailLink>
          </Text>
        </DetailItem>

        <DetailItem icon={<LuShare2 />} label={labels.socialLabel} lang={en("socialLabel")}>
          <Flex as="ul" aria-label={labels.socialLabel} wrap="wrap" gap="2" m="0" p="0" mt="1">
            {/* The profiles never change order on the page: a place is a stable key. */}
            {socials.map((social, index) => (
              <Box as="li" key={index} listStyleType="none">
                <chakra.a
                  href={social.url}
                  {...NEW_TAB}
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  minH="11"
                  px="4"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor="border.strong"
                  color="fg"
                  fontSize="sm"
                  fontWeight="600"
                  _hover={{ bg: "accent.subtle", borderColor: "accent" }}
                >
                  <SocialIcon network={social.network} />
                  {social.name}
                  <NewTabNote />
                </chakra.a>
              </Box>
            ))}
          </Flex>
        </DetailItem>
      </Stack>
    </PanelSection>
  );
}
