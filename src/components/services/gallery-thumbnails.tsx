import { Box, chakra } from "@chakra-ui/react";
import { memo, type Ref } from "react";
import { GALLERY_SLIDES_ID } from "../../lib/gallery";
import { DECORATIVE, Photo } from "../common/photo";
import { useStrings } from "../../hooks/use-strings";
import { useGalleryStep } from "./gallery-step";
import { fill } from "../../../shared/lib/locale";

const Thumb = chakra("button", {
  base: {
    position: "relative",
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
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

type ThumbAction =
  /** The slideshow's: shows image `i`. */
  | { onSelect: (i: number) => void; linkTo?: undefined }
  /** The static gallery's: each thumbnail is a link to its photo's place in the page. */
  | { linkTo: (i: number) => string; onSelect?: undefined };

type GalleryThumbnailsProps = {
  images: readonly Queries.GalleryImageFragment[];
  /** Whether the thumbnails show their photos; without, each is its coloured tile. */
  photos: boolean;
  listRef?: Ref<HTMLUListElement>;
} & ThumbAction;

// A strip of thumbnails that scrolls sideways; the current one (the slideshow's) is outlined.
export function GalleryThumbnails({ listRef, ...items }: GalleryThumbnailsProps) {
  const words = useStrings().gallery;
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
      // The items are plain <li>s: a Chakra element costs a step its styles worked out again.
      css={ITEM_CSS}
    >
      <ThumbItems {...items} />
    </Box>
  );
}

const ITEM_CSS = { "& > li": { flexShrink: 0 } };

// The list's items: what a step renders of the strip (the two thumbnails whose outline moves).
function ThumbItems({ images, photos, onSelect, linkTo }: Omit<GalleryThumbnailsProps, "listRef">) {
  const words = useStrings().gallery;
  const { index } = useGalleryStep();
  const count = images.length;
  return images.map((image, i) => (
    // The photos never change order on the page: a place is a stable key.
    <ThumbItem
      key={i}
      image={image}
      index={i}
      count={count}
      // The static gallery's links have no current one.
      current={!linkTo && i === index}
      photos={photos}
      onSelect={onSelect}
      href={linkTo?.(i)}
      label={words.showImage}
    />
  ));
}

interface ThumbItemProps {
  image: Queries.GalleryImageFragment;
  index: number;
  count: number;
  current: boolean;
  photos: boolean;
  onSelect?: (i: number) => void;
  /** Where the thumbnail leads, as a link (the static gallery); a button without. */
  href?: string;
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
  href,
  label,
}: ThumbItemProps) {
  const thumb = image.image.childImageSharp?.thumb;
  const name = fill(label, { n: index + 1, count, alt: image.alt.text });
  // The same control in the static gallery and the slideshow: focus moves across (FocusKeeper)
  // when the slideshow takes the static gallery's place.
  const focusKey = `gallery-thumb-${index}`;
  const content =
    thumb && photos ? (
      <Photo image={thumb} alt={DECORATIVE} />
    ) : (
      // A tile without its photo shows the photo's number.
      <Box as="span" aria-hidden textStyle="number" color="fg.muted">
        {index + 1}
      </Box>
    );
  return (
    <li>
      {href === undefined ? (
        <Thumb
          type="button"
          aria-label={name}
          aria-current={current ? "true" : undefined}
          aria-controls={GALLERY_SLIDES_ID}
          onClick={onSelect && (() => onSelect(index))}
          data-focus-key={focusKey}
          data-thumb={index}
        >
          {content}
        </Thumb>
      ) : (
        // A link to its photo in the static strip (a button in the slideshow): the same look.
        <Thumb asChild>
          <a href={href} aria-label={name} data-focus-key={focusKey} data-thumb={index}>
            {content}
          </a>
        </Thumb>
      )}
    </li>
  );
});
