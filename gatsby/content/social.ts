import { boolean, list, object, text } from "./fields";
import { yamlFile } from "./content-type";
import { ruled } from "./rules";

export const social = yamlFile(
  "social",
  "Social profiles",
  "The salon's social profiles, in the order the footer shows them",
  {
    items: list(
      "The profiles, in order.",
      object("SocialProfile", "A social profile.", {
        id: ruled(
          "Names the profile's icon: facebook, instagram, tiktok, twitter, youtube, pinterest.",
          "id",
        ),
        name: text("The network's name, read by screen readers."),
        url: ruled("The profile's address.", "httpsUrl"),
        onContactPage: boolean("Also listed on the contact page."),
      }),
      { unique: "id" },
    ),
  },
);
