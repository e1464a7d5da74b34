import { Flex, IconButton, Text } from "@chakra-ui/react";
import { memo, type ReactNode } from "react";
import {
  LuChevronLeft,
  LuChevronRight,
  LuMaximize,
  LuMinimize,
  LuPause,
  LuPlay,
} from "react-icons/lu";
import { GALLERY_SLIDES_ID, galleryCounter } from "../../lib/gallery";
import { useStrings } from "../../hooks/use-strings";
import { useGalleryStep } from "./gallery-step";

// The icons are made once: a step then hands each button the same props, and the memoised buttons
// a step leaves alone (all but the one whose label or icon changes) are skipped.
const ICONS = {
  play: <LuPlay />,
  pause: <LuPause />,
  previous: <LuChevronLeft />,
  next: <LuChevronRight />,
  enterFullscreen: <LuMaximize />,
  exitFullscreen: <LuMinimize />,
};

const ControlButton = memo(function ControlButton({
  label,
  focusKey,
  onClick,
  pressed,
  keepsAutoplay,
  children,
}: {
  label: string;
  /** Names the control across the static and interactive versions (its label may change). */
  focusKey: string;
  onClick?: () => void;
  pressed?: boolean;
  /** Focusing this control does not hold autoplay (it is a control for the slideshow itself). */
  keepsAutoplay?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      data-focus-key={focusKey}
      data-keeps-autoplay={keepsAutoplay ? "" : undefined}
      aria-pressed={pressed}
      aria-controls={GALLERY_SLIDES_ID}
      onClick={onClick}
      disabled={!onClick}
      variant="outline"
      size={{ base: "sm", md: "md" }}
      borderRadius="full"
      color="fg"
      borderColor="border.strong"
      bg="bg.panel"
      // Only the server's static gallery (before the page is interactive) has disabled controls:
      // greyed out by the theme's disabled look, with no hover.
      _hover={{ bg: "accent.subtle", _disabled: { bg: "bg.panel" } }}
    >
      {children}
    </IconButton>
  );
});

interface GalleryControlsProps {
  count: number;
  playing: boolean;
  fullscreen: boolean;
  /** What each control does; an absent one is disabled. Stable functions let the buttons skip. */
  onTogglePlay?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onToggleFullscreen?: () => void;
}

// "3 / 19": of the row, only this changes with a step (it reads the step, the row does not).
function GalleryCounter({ count }: { count: number }) {
  const { index } = useGalleryStep();
  return (
    <Text
      textStyle="number"
      fontSize={{ base: "sm", md: "md" }}
      minW="16"
      textAlign="center"
      data-testid="gallery-counter"
    >
      {galleryCounter(index, count)}
    </Text>
  );
}

// Play/pause, previous, the counter and next; full screen at the other end of the row.
export function GalleryControls({
  count,
  playing,
  fullscreen,
  onTogglePlay,
  onPrevious,
  onNext,
  onToggleFullscreen,
}: GalleryControlsProps) {
  const words = useStrings().gallery;
  return (
    <Flex align="center" justify="space-between" gap="2" mt="3" data-gallery-controls="">
      <Flex align="center" gap={{ base: "1.5", md: "2" }}>
        <ControlButton
          label={playing ? words.pause : words.play}
          focusKey="gallery-play"
          onClick={onTogglePlay}
          keepsAutoplay
        >
          {playing ? ICONS.pause : ICONS.play}
        </ControlButton>
        <ControlButton label={words.previous} focusKey="gallery-previous" onClick={onPrevious}>
          {ICONS.previous}
        </ControlButton>
        <GalleryCounter count={count} />
        <ControlButton label={words.next} focusKey="gallery-next" onClick={onNext}>
          {ICONS.next}
        </ControlButton>
      </Flex>
      <ControlButton
        label={words.fullScreen}
        focusKey="gallery-fullscreen"
        pressed={fullscreen}
        onClick={onToggleFullscreen}
        keepsAutoplay
      >
        {fullscreen ? ICONS.exitFullscreen : ICONS.enterFullscreen}
      </ControlButton>
    </Flex>
  );
}
