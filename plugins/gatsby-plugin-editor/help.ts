import { adminPageHtml, escapeHtml } from "./page-html";

// The page the editor's sign-in screen links to (/admin/help/): what to do when signing in fails,
// in English and Swahili. Sveltia CMS's sign-in screen takes no text of ours (its configuration
// has a title and a logo, nothing more), and when signing in fails it shows a browser error page
// or "Authentication aborted. Please try again." with no way forward: so the page that loads it
// links here (./files.ts), and this page is plain HTML with no script, readable on any phone.

/** The sign-in screen's link to the page, by which the editor's script finds it (./start.ts). */
export const SIGN_IN_HELP_ID = "sign-in-help";

/** Where the page is, under /admin/. */
export const HELP_FOLDER = "help";

/** The words of the link on the sign-in screen, in both languages at once. */
export const HELP_LINK = { en: "Can't sign in?", sw: "Huwezi kuingia?" } as const;

interface HelpWords {
  lang: "en" | "sw";
  title: string;
  intro: string;
  /** What she sees, and what to do. */
  cases: readonly (readonly [string, string])[];
  back: string;
}

const SIGN_IN = '"Sign In with GitHub"';

export const HELP_WORDS: readonly HelpWords[] = [
  {
    lang: "en",
    title: HELP_LINK.en,
    intro:
      "The editor signs you in with your GitHub account. If that doesn't work, find what you see below.",
    cases: [
      [
        "Nothing opens, or the browser says it blocked a pop-up",
        `Signing in opens a small GitHub window. Allow pop-ups for this site: in Chrome, tap "Always allow" in the notice, or open ⋮ › Settings › Site settings › Pop-ups and redirects and allow this site. Then come back and tap ${SIGN_IN} again.`,
      ],
      [
        "GitHub signs you in, but the editor says it can't open the site's files",
        'Your GitHub account has not been invited to the site\'s files yet, or the invitation has not been accepted. Ask the person who set up the site to invite your GitHub account. GitHub e-mails you the invitation: tap "Accept invitation", then sign in again.',
      ],
      [
        "GitHub asks for two-factor authentication",
        "GitHub asks everyone who can change a site's files for a second step besides the password. Follow GitHub's steps to set it up with an authenticator app on your phone (or text messages), keep the recovery codes somewhere safe, then sign in again.",
      ],
      [
        '"Authentication aborted. Please try again."',
        `The GitHub window was closed before signing in had finished. Tap ${SIGN_IN} again and finish in the GitHub window: it closes by itself.`,
      ],
      [
        "Still stuck?",
        "Ask the person who set up the site. Nothing you try here can change or break the website.",
      ],
    ],
    back: "Back to signing in",
  },
  {
    lang: "sw",
    title: HELP_LINK.sw,
    intro:
      "Mhariri unakuingiza kwa akaunti yako ya GitHub. Isipofanya kazi, tafuta hapa chini unachokiona.",
    cases: [
      [
        "Hakuna kinachofunguka, au kivinjari kinasema kimezuia dirisha ibukizi (pop-up)",
        `Kuingia kunafungua dirisha dogo la GitHub. Ruhusu madirisha ibukizi kwa tovuti hii: kwenye Chrome, gusa "Always allow" kwenye ujumbe, au fungua ⋮ › Settings › Site settings › Pop-ups and redirects na uiruhusu tovuti hii. Kisha rudi na uguse ${SIGN_IN} tena.`,
      ],
      [
        "GitHub inakuingiza, lakini mhariri unasema hauwezi kufungua faili za tovuti",
        'Akaunti yako ya GitHub bado haijaalikwa kwenye faili za tovuti, au mwaliko bado haujakubaliwa. Muombe aliyeweka tovuti aialike akaunti yako ya GitHub. GitHub itakutumia mwaliko kwa barua pepe: gusa "Accept invitation", kisha uingie tena.',
      ],
      [
        "GitHub inaomba hatua ya pili ya kuingia (two-factor authentication)",
        "GitHub inamwomba kila anayeweza kubadilisha faili za tovuti hatua ya pili zaidi ya nenosiri. Fuata hatua za GitHub kuiweka kwa programu ya uthibitishaji kwenye simu yako (au kwa ujumbe mfupi), weka misimbo ya kurejesha (recovery codes) mahali salama, kisha uingie tena.",
      ],
      [
        '"Authentication aborted. Please try again."',
        `Dirisha la GitHub lilifungwa kabla ya kumaliza kuingia. Gusa ${SIGN_IN} tena na umalize kwenye dirisha la GitHub: litajifunga lenyewe.`,
      ],
      [
        "Bado umekwama?",
        "Muulize aliyeweka tovuti. Hakuna unachojaribu hapa kinachoweza kubadilisha au kuharibu tovuti.",
      ],
    ],
    back: "Rudi kwenye kuingia",
  },
];

/** Text for HTML: the salon's name comes from content. */
function section({ lang, title, intro, cases, back }: HelpWords): string {
  const items = cases
    .map(([seen, todo]) => `<h3>${escapeHtml(seen)}</h3>\n<p>${escapeHtml(todo)}</p>`)
    .join("\n");
  return `<section lang="${lang}" id="${lang}">
<h2>${escapeHtml(title)}</h2>
<p>${escapeHtml(intro)}</p>
${items}
<p><a href="../">${escapeHtml(back)}</a></p>
</section>`;
}

/** The help page, titled with the salon's name. */
export function helpPageHtml(salonName: string): string {
  return adminPageHtml({
    title: `${HELP_LINK.en} · ${salonName}`,
    head: `    <style>
      body { margin: 0 auto; max-width: 40rem; padding: 1rem; font: 17px/1.5 system-ui, sans-serif; color: #1c1b1f; background: #fff; }
      h1 { font-size: 1.5rem; margin: 0 0 1rem; }
      h2 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
      h3 { font-size: 1.05rem; margin: 1rem 0 0.25rem; }
      p { margin: 0 0 0.75rem; }
      a { color: #0b57d0; display: inline-block; min-height: 44px; line-height: 44px; }
    </style>
`,
    body: `    <main>
      <h1>${escapeHtml(salonName)}</h1>
      <p><a href="#sw" lang="sw">Kwa Kiswahili</a></p>
      ${HELP_WORDS.map(section).join("\n")}
    </main>
`,
  });
}
