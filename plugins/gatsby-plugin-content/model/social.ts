import { boolean, labelled, list, object, text } from "./fields";
import { yamlFile } from "./content-type";
import { ruled } from "./rules";

export const social = yamlFile(
  "social",
  "Social profiles",
  "The salon's social profiles, in the order the footer shows them",
  {
    items: labelled(
      "Profiles",
      list(
        "The profiles, in order.",
        object("SocialProfile", "A social profile.", {
          network: labelled(
            "Network",
            ruled(
              "Names the profile's icon: facebook, instagram, tiktok, twitter, youtube or pinterest (another name shows a globe). Two profiles on one network are fine.",
              "id",
            ),
          ),
          name: text("The network's name, read by screen readers."),
          url: labelled("Profile address", ruled("The profile's web address.", "httpsUrl")),
          onContactPage: labelled(
            "Also on the contact page",
            boolean("Also listed on the contact page (/contact)."),
          ),
        }),
        { summary: "{{fields.name}}" },
      ),
    ),
  },
);
