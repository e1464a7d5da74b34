import { Flex, Heading, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuEye, LuGem, LuHeart, LuSparkles, LuStar, LuTarget } from "react-icons/lu";
import { fallbackLang } from "../../lib/locale";
import { isValueIcon, type ValueIcon } from "../../lib/value-icons";
import { Panel } from "../common/panel";

// One icon per name content/about.yaml may use; the names are declared in src/lib/value-icons.ts.
const ICONS: Record<ValueIcon, IconType> = {
  eye: LuEye,
  target: LuTarget,
  gem: LuGem,
  heart: LuHeart,
  star: LuStar,
  sparkles: LuSparkles,
};

interface ValueCardProps {
  title: string;
  icon: string;
  description: string;
  /** On a page in another language: the fields that show English. */
  readonly untranslated: readonly string[] | null;
}

export function ValueCard(card: ValueCardProps) {
  const { title, icon, description } = card;
  const Icon = isValueIcon(icon) ? ICONS[icon] : LuSparkles;
  return (
    <Panel
      raised
      display="flex"
      flexDirection="column"
      gap="4"
      h="full"
      p={{ base: "6", md: "8" }}
      alignItems="center"
      textAlign="center"
    >
      <Flex
        align="center"
        justify="center"
        boxSize="16"
        borderRadius="full"
        bg="accent.subtle"
        color="accent"
        fontSize="2xl"
        data-icon={icon}
      >
        <Icon aria-hidden focusable={false} />
      </Flex>
      <Heading as="h3" fontSize="2xl" lang={fallbackLang(card, "title")}>
        {title}
      </Heading>
      <Text color="fg.muted" lang={fallbackLang(card, "description")}>
        {description}
      </Text>
    </Panel>
  );
}
