import { Box, chakra } from "@chakra-ui/react";
import { memo, type Ref } from "react";
import { GALLERY_SLIDES_ID } from "../../lib/gallery";
import { DECORATIVE, Photo } from "../common/photo";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../lib/locale";

const Thumb = chakra("button", {
  base: {
    position: "relative",
    display: "block",
    w: "96px",
    h: "64px",
    p: "0",
    borderRadius: "md",
    overflow: "hidden",
    cursor: "pointer",
    bg: "bg.muted",
    opacity: 0.75,
    transition: "opacity 200ms",
    _hover: { opacity: 1 },
    _disabled: { cursor: "default", _hover: { opacity: 0.75 } },
    "&[aria-current='true']": { opacity: 1 },
    "&[aria-current='true']::after": {
      content: '""',
      position: "absolute",
      inset: "0",
      borderRadius: "md",
      border: "3px solid",
      borderColor: "accent",
    },
  },
});

interface GalleryThumbnailsProps {
  images: readonly Queries.GalleryImageFragment[];
  index: number;
  /** Whether the thumbnails show their photos; without, each is its coloured tile. */
  photos: boolean;
  /** Shows image `i`; absent, the thumbnails are disabled. */
  onSelect?: (i: number) => void;
  listRef?: Ref<HTMLUListElement>;
}

// A strip of thumbnails that scrolls sideways; the current one is outlined.
export function GalleryThumbnails({
  images,
  index,
  photos,
  onSelect,
  listRef,
}: GalleryThumbnailsProps) {
  const words = useStrings().gallery;
  const count = images.length;
  return (
    <Box
      as="ul"
      ref={listRef}
      aria-label={words.choose}
      display="flex"
      gap="2"
      mt="2"
      mb="0"
      mx="-1.5"
      p="1.5"
      listStyleType="none"
      overflowX="auto"
      position="relative"
      flexShrink={0}
      scrollbarWidth="thin"
    >
      {images.map((image, i) => (
        // The photos never change order on the page: a place is a stable key.
        <ThumbItem
          key={i}
          image={image}
          index={i}
          count={count}
          current={i === index}
          photos={photos}
          onSelect={onSelect}
          label={words.showImage}
        />
      ))}
    </Box>
  );
}

interface ThumbItemProps {
  image: Queries.GalleryImageFragment;
  index: number;
  count: number;
  current: boolean;
  photos: boolean;
  onSelect?: (i: number) => void;
  /** The button's name, with {n}, {count} and {alt}. */
  label: string;
}

// Memoised: a step renders the two thumbnails whose outline moves, not the whole strip.
const ThumbItem = memo(function ThumbItem({
  image,
  index,
  count,
  current,
  photos,
  onSelect,
  label,
}: ThumbItemProps) {
  const thumb = image.image.childImageSharp?.thumb;
  return (
    <Box as="li" flexShrink={0}>
      <Thumb
        type="button"
        aria-label={fill(label, { n: index + 1, count, alt: image.alt.text })}
        aria-current={current ? "true" : undefined}
        aria-controls={GALLERY_SLIDES_ID}
        disabled={!onSelect}
        onClick={onSelect && (() => onSelect(index))}
        data-thumb={index}
      >
        {thumb && photos && <Photo image={thumb} alt={DECORATIVE} />}
      </Thumb>
    </Box>
  );
});
