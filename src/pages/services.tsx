import { graphql, type HeadFC, type PageProps } from "gatsby";
import { useEffect, useMemo } from "react";
import { lazyPart } from "../components/common/lazy-part";
import { Section, wakeSection } from "../components/common/section";
import { Seo } from "../components/common/seo";
import { hasStoredBooking } from "../lib/booking-storage";
import { staticCategoryCss } from "../lib/category-choice";

// Each section's code is fetched only when the section renders in the browser (section.tsx).
const PageHeading = lazyPart(
  () => import(/* webpackChunkName: "part-page-heading" */ "../components/common/page-heading"),
  "PageHeading",
);
const SignatureTreatments = lazyPart(
  () =>
    import(
      /* webpackChunkName: "part-signature-treatments" */ "../components/services/signature-treatments"
    ),
  "SignatureTreatments",
);
const BookingList = lazyPart(
  () => import(/* webpackChunkName: "part-booking-list" */ "../components/services/booking-list"),
  "BookingList",
);
const GallerySection = lazyPart(
  () =>
    import(/* webpackChunkName: "part-gallery-section" */ "../components/services/gallery-section"),
  "GallerySection",
);

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const services = data.servicesYaml!;
  const sharing = useMemo(
    () => ({ siteUrl: data.site!.siteMetadata!.siteUrl!, salon: data.siteYaml!.name }),
    [data],
  );
  // A booking kept from an earlier visit shows at once (the bar at a phone's foot): the list
  // hydrates with the page then, whether or not it is on the screen.
  useEffect(() => {
    if (hasStoredBooking()) wakeSection("booking");
  }, []);
  return (
    <>
      <Section name="heading" when="never" skipOffscreen={false}>
        <PageHeading heading={services.heading} text={services.text} />
      </Section>
      <Section name="signature" when="never" skipOffscreen>
        <SignatureTreatments signature={services.signature} />
      </Section>
      {/* Neither is skipped off the screen: the booking bar is fixed to the screen, and so is the
          gallery's full screen where the browser has no Fullscreen API. */}
      <Section name="booking" when="visible" skipOffscreen={false}>
        <BookingList
          heading={services.booking.heading}
          categories={data.categoriesYaml!.items}
          treatments={data.treatmentList}
          whatsapp={data.siteYaml!.whatsapp}
          sharing={sharing}
          hours={data.siteYaml!.hours}
        />
      </Section>
      <Section name="gallery" when="visible" skipOffscreen={false}>
        <GallerySection
          heading={services.gallery.heading}
          text={services.gallery.text}
          images={data.galleryYaml!.items}
        />
      </Section>
    </>
  );
}

export const query = graphql`
  query ServicesPage($locale: String!, $pagePath: String!) {
    ...SiteShell
    pageHead(page: "services", locale: $locale, path: $pagePath) {
      ...PageHeadFields
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteYaml(locale: { eq: $locale }) {
      name
      whatsapp
      hours {
        offsets {
          from
          minutes
        }
        dayParts {
          id
          label
          text
        }
      }
    }
    servicesYaml(locale: { eq: $locale }) {
      heading {
        ...ContentText
      }
      text {
        ...ContentText
      }
      signature {
        ...SignatureTreatments
      }
      booking {
        heading {
          ...ContentText
        }
      }
      gallery {
        heading {
          ...ContentText
        }
        text {
          ...ContentText
        }
      }
    }
    categoriesYaml(locale: { eq: $locale }) {
      items {
        ...BookingCategory
      }
    }
    treatmentList(locale: $locale) {
      ...BookingTreatment
    }
    galleryYaml(locale: { eq: $locale }) {
      items {
        ...GalleryImage
      }
    }
  }
`;

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) => (
  <>
    <Seo head={data.pageHead} />
    {/* The booking list's categories before (or without) the page's script: CSS shows the one
        chosen (src/lib/category-choice.ts). */}
    <style>{staticCategoryCss(data.categoriesYaml!.items.length)}</style>
  </>
);
