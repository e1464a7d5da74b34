import { Container, Grid } from "@chakra-ui/react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ScrollReveal } from "../components/common/scroll-reveal";
import { Seo } from "../components/common/seo";
import { ContactDetails } from "../components/contact/contact-details";
import { ContactForm } from "../components/contact/contact-form";
import { PageHeading } from "../components/common/page-heading";
import { ContactMap } from "../components/contact/contact-map";
import { Section } from "../components/common/section";
import { Toaster } from "../components/layout/toaster";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const contact = data.contactYaml!;
  const site = data.siteYaml!;

  return (
    <>
      <Section name="heading" when="now">
        <PageHeading heading={contact.heading} text={contact.text} />
      </Section>
      <Section name="details-and-form">
        <Container maxW="7xl" py={{ base: "12", md: "20" }}>
          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }}
            gap={{ base: "8", lg: "10" }}
            alignItems="start"
          >
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
            <ScrollReveal delay={0.1}>
              <ContactForm
                heading={contact.form.heading}
                note={contact.form.note}
                endpoint={site.formEndpoint}
              />
            </ScrollReveal>
          </Grid>
        </Container>
      </Section>
      <Section name="map">
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
