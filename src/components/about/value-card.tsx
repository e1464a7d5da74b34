import { Flex, Heading } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { LuEye, LuGem, LuHeart, LuSparkles, LuStar, LuTarget } from "react-icons/lu";
import { T, type ContentText } from "../common/t";
import { isValueIcon, type ValueIcon } from "../../../shared/lib/value-icons";
import { Panel } from "../common/panel";

// One icon per name content/about.yaml may use; the names are declared in
// shared/lib/value-icons.ts.
const ICONS: Record<ValueIcon, IconType> = {
  eye: LuEye,
  target: LuTarget,
  gem: LuGem,
  heart: LuHeart,
  star: LuStar,
  sparkles: LuSparkles,
};

interface ValueCardProps {
  title: ContentText;
  icon: string;
  description: ContentText;
}

export function ValueCard({ title, icon, description }: ValueCardProps) {
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
      <T text={title} component={Heading} as="h3" fontSize="2xl" />
      <T text={description} color="fg.muted" />
    </Panel>
  );
}
