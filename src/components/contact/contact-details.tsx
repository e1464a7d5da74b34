import { Box, Flex, Heading, Stack, Text, VisuallyHidden, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FaWhatsapp } from "react-icons/fa6";
import { LuMail, LuPhone, LuShare2 } from "react-icons/lu";
import { mailtoHref, telHref, whatsappHref } from "../../lib/contact-links";
import type { OpeningHours } from "../../lib/opening-hours";
import { SocialIcon } from "../common/social-icon";
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
}

interface ContactDetailsProps {
  labels: ContactDetailsLabels;
  phone: string;
  whatsapp: string;
  email: { bookings: string; support: string };
  hours: OpeningHours & { label: string };
  socials: readonly { id: string; name: string; url: string }[];
}

const TextLink = chakra("a", {
  base: {
    color: "accent",
    fontWeight: "600",
    textDecoration: "underline",
    textDecorationThickness: "1px",
    textUnderlineOffset: "3px",
    overflowWrap: "anywhere",
    display: "inline-block",
    py: "0.5",
    _hover: { color: "accent.hover", textDecorationThickness: "2px" },
  },
});

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

function NewTabNote() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}

function DetailItem({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
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
        <Text textStyle="eyebrow" color="fg.muted" fontSize="xs">
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
  socials,
}: ContactDetailsProps) {
  return (
    <Box
      as="section"
      aria-labelledby="contact-details-heading"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      p={{ base: "5", md: "8" }}
    >
      <Heading
        as="h2"
        id="contact-details-heading"
        fontFamily="heading"
        fontSize={{ base: "2xl", md: "3xl" }}
        color="fg"
      >
        {labels.heading}
      </Heading>

      <Stack gap="7" mt="7">
        <DetailItem icon={<LuPhone />} label={labels.phoneLabel}>
          <TextLink href={telHref(phone)} fontSize="lg">
            {phone}
          </TextLink>
          <Text color="fg.muted">{hours.label}</Text>
          <OpeningStatusLine opens={hours.opens} closes={hours.closes} timeZone={hours.timeZone} />
        </DetailItem>

        <DetailItem icon={<FaWhatsapp />} label={labels.whatsappLabel}>
          <TextLink href={whatsappHref(whatsapp)} target="_blank" rel="noopener noreferrer">
            {labels.whatsappLink}
            <NewTabNote />
          </TextLink>
        </DetailItem>

        <DetailItem icon={<LuMail />} label={labels.emailLabel}>
          <Text color="fg.muted">
            {labels.bookingsLabel}:{" "}
            <TextLink href={mailtoHref(email.bookings)} fontSize={{ base: "sm", md: "md" }}>
              <EmailText address={email.bookings} />
            </TextLink>
          </Text>
          <Text color="fg.muted">
            {labels.supportLabel}:{" "}
            <TextLink href={mailtoHref(email.support)} fontSize={{ base: "sm", md: "md" }}>
              <EmailText address={email.support} />
            </TextLink>
          </Text>
        </DetailItem>

        <DetailItem icon={<LuShare2 />} label={labels.socialLabel}>
          <Flex as="ul" aria-label={labels.socialLabel} wrap="wrap" gap="2" m="0" p="0" mt="1">
            {socials.map((social) => (
              <Box as="li" key={social.id} listStyleType="none">
                <chakra.a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
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
                  <SocialIcon id={social.id} />
                  {social.name}
                  <NewTabNote />
                </chakra.a>
              </Box>
            ))}
          </Flex>
        </DetailItem>
      </Stack>
    </Box>
  );
}
