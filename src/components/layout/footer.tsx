import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text, chakra } from "@chakra-ui/react";
import { useSite } from "../../hooks/use-site";
import { usePageLocale } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";
import { mailtoHref, telHref } from "../../../shared/lib/contact-links";
import { SocialIcon } from "../common/social-icon";
import { T } from "../common/t";
import { LocalizedLink } from "../common/localized-link";
import { TextLink } from "../common/text-link";

const FOOTER_PAGES = [
  { to: "/", key: "home" },
  { to: "/services/", key: "services" },
  { to: "/about/", key: "about" },
  { to: "/contact/", key: "contact" },
] as const;

export function Footer() {
  const { siteYaml, socialYaml } = useSite();
  const { strings } = usePageLocale();
  const words = strings.shell;
  const site = siteYaml!;
  const year = new Date().getFullYear();

  return (
    <Box as="footer" bg="bg.footer" color="fg.footer" pt="14" pb="8" data-testid="site-footer">
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="10">
          <Stack gap="3">
            <Heading as="h2" fontSize="2xl" color="fg.footer">
              {site.name}
            </Heading>
            <T text={site.tagline} />
          </Stack>

          <Box as="nav" aria-label={words.footerNav}>
            <Heading as="h2" fontSize="md" mb="3" color="fg.footer" textStyle="eyebrow">
              {words.explore}
            </Heading>
            <Stack as="ul" gap="0" m="0" p="0" listStyleType="none">
              {FOOTER_PAGES.map((page) => (
                <li key={page.to}>
                  <TextLink asChild variant="quiet" color="fg.footer" display="inline-block" py="1">
                    <LocalizedLink to={page.to}>{words.footerLinks[page.key]}</LocalizedLink>
                  </TextLink>
                </li>
              ))}
            </Stack>
          </Box>

          <Stack gap="2">
            <Heading as="h2" fontSize="md" mb="1" color="fg.footer" textStyle="eyebrow">
              {words.visitOrCall}
            </Heading>
            <T text={site.address.display} component={chakra.address} fontStyle="normal" />
            <chakra.a
              href={telHref(site.phone)}
              color="fg.footer"
              textDecoration="underline"
              py="1"
            >
              {site.phone}
            </chakra.a>
            <chakra.a
              href={mailtoHref(site.email.bookings)}
              color="fg.footer"
              textDecoration="underline"
              py="1"
              overflowWrap="anywhere"
            >
              {site.email.bookings}
            </chakra.a>
          </Stack>
        </SimpleGrid>

        <Flex
          as="ul"
          aria-label={words.socialMedia}
          gap="2"
          mt="10"
          p="0"
          listStyleType="none"
          wrap="wrap"
        >
          {/* The profiles never change order on the page: a place is a stable key. */}
          {socialYaml!.items.map((social, index) => (
            <li key={index}>
              <chakra.a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={fill(words.opensInNewTab, { name: social.name })}
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="11"
                borderRadius="full"
                borderWidth="1px"
                borderColor="fg.footer/40"
                color="fg.footer"
                fontSize="lg"
                _hover={{ bg: "fg.footer/15" }}
              >
                <SocialIcon network={social.network} />
              </chakra.a>
            </li>
          ))}
        </Flex>

        {/* The year is the build's; suppress the one-character mismatch a New Year visit could cause. */}
        <Text mt="8" fontSize="sm" color="fg.footer/85" suppressHydrationWarning>
          {fill(words.copyright, { year, name: site.name })}
        </Text>
      </Container>
    </Box>
  );
}
