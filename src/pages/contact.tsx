import { graphql, type HeadFC, type PageProps } from "gatsby";
import { lazyPart } from "../components/common/lazy-part";
import { ScrollReveal } from "../components/common/scroll-reveal";
import { Section } from "../components/common/section";
import { Seo } from "../components/common/seo";
import { Toaster } from "../components/layout/toaster";
import { useIslands } from "../hooks/use-islands";

// Each section's code is fetched only when the section renders in the browser (section.tsx).
const PageHeading = lazyPart(
  () => import(/* webpackChunkName: "part-page-heading" */ "../components/common/page-heading"),
  "PageHeading",
);
const ContactDetails = lazyPart(
  () =>
    import(/* webpackChunkName: "part-contact-details" */ "../components/contact/contact-details"),
  "ContactDetails",
);
const ContactForm = lazyPart(
  () => import(/* webpackChunkName: "part-contact-form" */ "../components/contact/contact-form"),
  "ContactForm",
);
const ContactMap = lazyPart(
  () => import(/* webpackChunkName: "part-contact-map" */ "../components/contact/contact-map"),
  "ContactMap",
);

// The open-now line and the special days, in a section of links that never hydrates
// (contact-details.tsx).
const ISLANDS = {
  "opening-status": () =>
    import(
      /* webpackChunkName: "part-opening-status" */ "../components/contact/opening-status"
    ).then((module) => module.OpeningStatusLine),
  "special-hours": () =>
    import(/* webpackChunkName: "part-special-hours" */ "../components/contact/special-hours").then(
      (module) => module.SpecialHours,
    ),
};

// The form and the map (created as it nears the screen) are the page's behaviour: their sections
// hydrate as they come on the screen. The details are links, and the open-now line an island.
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const contact = data.contactYaml!;
  const site = data.siteYaml!;
  useIslands(ISLANDS);

  return (
    <>
      <Section name="heading" when="never" skipOffscreen={false}>
        <PageHeading heading={contact.heading} text={contact.text} />
      </Section>
      {/* Side by side on a wide screen (shared/theme/shell.ts). */}
      <div className="contact-layout">
        <Section name="details" when="never" skipOffscreen={false}>
          <ScrollReveal>
            <ContactDetails
              labels={contact.details}
              phone={site.phone}
              whatsapp={site.whatsapp}
              email={site.email}
              hours={site.hours}
              socials={data.socialYaml!.items.filter((social) => social.onContactPage)}
            />
          </ScrollReveal>
        </Section>
        <Section name="form" when="visible" skipOffscreen={false}>
          <ScrollReveal delay={0.1}>
            <ContactForm
              heading={contact.form.heading}
              note={contact.form.note}
              endpoint={site.formEndpoint}
            />
          </ScrollReveal>
        </Section>
      </div>
      <Section name="map" when="visible" skipOffscreen>
        <ScrollReveal>
          <ContactMap
            heading={contact.map.heading}
            linkText={contact.map.linkText}
            embedUrl={site.address.mapEmbedUrl}
            link={site.address.mapLink}
            title={site.map.title}
          />
        </ScrollReveal>
      </Section>
      {/* Only the contact form raises toasts, so their container lives on its page: its code
          stays out of every other page's first view. */}
      <Toaster />
    </>
  );
}

export const query = graphql`
  query ContactPage($locale: String!, $pagePath: String!) {
    ...SiteShell
    pageHead(page: "contact", locale: $locale, path: $pagePath) {
      ...PageHeadFields
    }
    contactYaml(locale: { eq: $locale }) {
      heading {
        ...ContentText
      }
      text {
        ...ContentText
      }
      details {
        heading {
          ...ContentText
        }
        phoneLabel {
          ...ContentText
        }
        whatsappLabel {
          ...ContentText
        }
        whatsappLink {
          ...ContentText
        }
        emailLabel {
          ...ContentText
        }
        bookingsLabel {
          ...ContentText
        }
        supportLabel {
          ...ContentText
        }
        socialLabel {
          ...ContentText
        }
      }
      form {
        heading {
          ...ContentText
        }
        note {
          ...ContentText
        }
      }
      map {
        heading {
          ...ContentText
        }
        linkText {
          ...ContentText
        }
      }
    }
    siteYaml(locale: { eq: $locale }) {
      phone
      whatsapp
      email {
        bookings
        support
      }
      hours {
        opens
        closes
        offsets {
          from
          minutes
        }
        label {
          ...ContentText
        }
        closedStatus
        closedUntilTomorrow
        openTime
        special: upcoming {
          from
          to: lastDay
          opens
          closes
          openTime
          closedStatus
          closedUntilTomorrow
          line
          note {
            ...ContentText
          }
        }
      }
      formEndpoint
      address {
        mapEmbedUrl
        mapLink
      }
      map {
        title {
          ...ContentText
        }
      }
    }
  }
`;

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => <Seo head={data.pageHead} />;
