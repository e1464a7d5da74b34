// Every content type is declared here; nothing relies on Gatsby's inference, so a field that goes
// missing from a content file fails the query instead of silently turning into null.
export const typeDefs = /* GraphQL */ `
  """
  The business identity and contact facts (content/site.yaml).
  """
  type SiteYaml implements Node @dontInfer {
    name: String!
    shortName: String!
    tagline: String!
    description: String!
    phone: String!
    "Digits only, country code first: the wa.me chat number."
    whatsapp: String!
    email: SiteEmail!
    address: SiteAddress!
    hours: SiteHours!
    priceRange: String!
    "Where the contact form posts; GATSBY_CONTACT_FORM_ENDPOINT overrides it at build time."
    formEndpoint: String! @formEndpoint
    map: SiteMap!
  }
  type SiteEmail {
    bookings: String!
    support: String!
  }
  type SiteAddress {
    display: String!
    streetAddress: String!
    locality: String!
    country: String!
    latitude: Float!
    longitude: Float!
  }
  type SiteHours {
    opens: String!
    closes: String!
    timeZone: String!
    label: String!
  }
  type SiteMap {
    embedUrl: String!
    link: String!
    title: String!
  }

  """
  A social profile (content/social.yaml).
  """
  type SocialYaml implements Node @dontInfer {
    "The id written in the content file (gatsby-transformer-yaml keeps it as yamlId)."
    yamlId: String!
    name: String!
    url: String!
    onContactPage: Boolean!
  }

  """
  A header link (content/navigation.yaml).
  """
  type NavigationYaml implements Node @dontInfer {
    "The id written in the content file (gatsby-transformer-yaml keeps it as yamlId)."
    yamlId: String!
    name: String!
    link: String!
    page: String!
  }

  """
  Title, description and keywords of one page (content/page-meta.yaml).
  """
  type PageMetaYaml implements Node @dontInfer {
    key: String!
    title: String!
    description: String!
    keywords: [String!]!
  }

  """
  A tab of the booking list (content/categories.yaml).
  """
  type CategoriesYaml implements Node @dontInfer {
    "The id written in the content file (gatsby-transformer-yaml keeps it as yamlId)."
    yamlId: String!
    name: String!
    showsAll: Boolean
    "The treatments in this tab, in display order."
    treatments: [Treatment!]! @categoryTreatments
  }

  """
  A treatment (content/treatments/<id>.md); the Markdown body is its description.
  """
  type Treatment implements Node @dontInfer {
    "The id written in the frontmatter (also the file name)."
    slug: String!
    name: String!
    duration: String!
    "'KES <amount>' or 'Contact for pricing'."
    price: String!
    "The price in KES as a number, or null when the price is on request."
    priceAmount: Int
    categories: [String!]!
    order: Int!
    "The description as plain text."
    description: String!
    "The description as sanitised HTML."
    descriptionHtml: String! @treatmentHtml
  }

  """
  A client's review (content/testimonials.yaml).
  """
  type TestimonialsYaml implements Node @dontInfer {
    "The id written in the content file (gatsby-transformer-yaml keeps it as yamlId)."
    yamlId: String!
    name: String!
    service: String!
    rating: Int!
    feedback: String!
    image: File! @fileByRelativePath
    alt: String!
  }

  """
  A gallery photo (content/gallery.yaml).
  """
  type GalleryYaml implements Node @dontInfer {
    "The id written in the content file (gatsby-transformer-yaml keeps it as yamlId)."
    yamlId: String!
    title: String!
    description: String!
    image: File! @fileByRelativePath
    alt: String!
    width: Int! @imageDimension(side: "width")
    height: Int! @imageDimension(side: "height")
  }

  type ContentImage {
    image: File! @fileByRelativePath
    alt: String!
  }
  type NumberedTreatment {
    number: String!
    title: String!
  }

  """
  The home page (content/home.yaml).
  """
  type HomeYaml implements Node @dontInfer {
    hero: HomeHero!
    split: HomeSection!
    rituals: HomeRituals!
    treatments: HomeSection!
    numberedTreatments: [NumberedTreatment!]!
    team: ContentImage!
    reviews: HomeReviews!
  }
  type HomeHero {
    welcome: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
  }
  type HomeSection {
    heading: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
  }
  type HomeRituals {
    eyebrow: String!
    heading: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
  }
  type HomeReviews {
    heading: String!
    text: String!
  }

  """
  The about page (content/about.yaml).
  """
  type AboutYaml implements Node @dontInfer {
    hero: AboutHero!
    apart: AboutApart!
    wideImage: ContentImage!
    values: AboutValues!
  }
  type AboutHero {
    heading: String!
    tagline: String!
    image: File! @fileByRelativePath
    alt: String!
  }
  type AboutApart {
    heading: String!
    items: [ApartItem!]!
  }
  type ApartItem {
    id: String!
    title: String!
    description: String!
  }
  type AboutValues {
    heading: String!
    items: [VisionItem!]!
  }
  type VisionItem {
    title: String!
    "One of eye, target, gem, heart, star, sparkles."
    icon: String!
    description: String!
  }

  """
  The services page (content/services.yaml).
  """
  type ServicesYaml implements Node @dontInfer {
    heading: String!
    text: String!
    signature: ServicesSignature!
    booking: ServicesBooking!
    gallery: ServicesGallery!
  }
  type ServicesSignature {
    heading: String!
    subtitle: String!
    text: String!
    image: File! @fileByRelativePath
    alt: String!
  }
  type ServicesBooking {
    heading: String!
  }
  type ServicesGallery {
    heading: String!
    text: String!
  }

  """
  The contact page (content/contact.yaml).
  """
  type ContactYaml implements Node @dontInfer {
    heading: String!
    text: String!
    details: ContactDetails!
    form: ContactForm!
    map: ContactMap!
  }
  type ContactDetails {
    heading: String!
    phoneLabel: String!
    whatsappLabel: String!
    whatsappLink: String!
    emailLabel: String!
    bookingsLabel: String!
    supportLabel: String!
    socialLabel: String!
  }
  type ContactForm {
    heading: String!
    "The line under the heading, e.g. that every field is required."
    note: String!
  }
  type ContactMap {
    heading: String!
    "The text of the link that opens the map in a new tab."
    linkText: String!
  }
`;
