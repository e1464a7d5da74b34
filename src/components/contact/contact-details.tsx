import { Box, Flex, Stack, Text, chakra } from "@chakra-ui/react";
import type { ComponentProps, ReactNode } from "react";
import { FaWhatsapp } from "react-icons/fa6";
import { LuMail, LuPhone, LuShare2 } from "react-icons/lu";
import { mailtoHref, telHref, whatsappHref } from "../../../shared/lib/contact-links";
import type { OpeningHours } from "../../../shared/lib/opening-hours";
import { clockHours, type HoursOnTheClock } from "../../lib/opening-status";
import type { ZoneOffsets } from "../../../shared/lib/zone-offsets";
import { Island } from "../common/island";
import { NEW_TAB, NewTabNote } from "../common/new-tab";
import { PanelSection } from "../common/panel";
import { SocialIcon } from "../common/social-icon";
import { T, type ContentText } from "../common/t";
import { TextLink } from "../common/text-link";
import { OpeningStatusLine } from "./opening-status";
import { SpecialHours, type SpecialHoursLine } from "./special-hours";

export interface ContactDetailsLabels {
  heading: ContentText;
  phoneLabel: ContentText;
  whatsappLabel: ContentText;
  whatsappLink: ContentText;
  emailLabel: ContentText;
  bookingsLabel: ContentText;
  supportLabel: ContentText;
  socialLabel: ContentText;
}

interface ContactDetailsProps {
  labels: ContactDetailsLabels;
  phone: string;
  whatsapp: string;
  email: { bookings: string; support: string };
  hours: OpeningHours & {
    label: ContentText;
    closedStatus: string;
    closedUntilTomorrow: string;
    /** Null when the build didn't know the time zone (it warned): no open/closed line then. */
    offsets: ZoneOffsets | null;
    /** Holidays and special hours not over when the site was built. */
    special?: readonly SpecialHoursLine[] | null;
  };
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
  children,
}: {
  icon: ReactNode;
  label: ContentText;
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
        <T text={label} textStyle="eyebrow" color="fg.muted" fontSize="xs" />
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
  socials,
}: ContactDetailsProps) {
  return (
    <PanelSection headingId="contact-details-heading" heading={labels.heading}>
      <Stack gap="7" mt="7">
        <DetailItem icon={<LuPhone />} label={labels.phoneLabel}>
          <DetailLink href={telHref(phone)} fontSize="lg">
            {phone}
          </DetailLink>
          <T text={hours.label} color="fg.muted" />
          {/* Islands: they hydrate by themselves, where this section never does (island.tsx). */}
          {hours.offsets && (
            <Island
              name="opening-status"
              component={OpeningStatusLine}
              props={{ hours: clockHours(hours as HoursOnTheClock) }}
            />
          )}
          {hours.special && (
            <Island
              name="special-hours"
              component={SpecialHours}
              props={{ special: hours.special, offsets: hours.offsets ?? null }}
            />
          )}
        </DetailItem>

        <DetailItem icon={<FaWhatsapp />} label={labels.whatsappLabel}>
          <DetailLink href={whatsappHref(whatsapp)} {...NEW_TAB}>
            <T text={labels.whatsappLink} component="span" />
            <NewTabNote />
          </DetailLink>
        </DetailItem>

        <DetailItem icon={<LuMail />} label={labels.emailLabel}>
          <Text color="fg.muted">
            <T text={labels.bookingsLabel} component="span" />:{" "}
            <DetailLink href={mailtoHref(email.bookings)} fontSize={{ base: "sm", md: "md" }}>
              <EmailText address={email.bookings} />
            </DetailLink>
          </Text>
          <Text color="fg.muted">
            <T text={labels.supportLabel} component="span" />:{" "}
            <DetailLink href={mailtoHref(email.support)} fontSize={{ base: "sm", md: "md" }}>
              <EmailText address={email.support} />
            </DetailLink>
          </Text>
        </DetailItem>

        <DetailItem icon={<LuShare2 />} label={labels.socialLabel}>
          <Flex as="ul" aria-label={labels.socialLabel.text} wrap="wrap" gap="2" m="0" p="0" mt="1">
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
