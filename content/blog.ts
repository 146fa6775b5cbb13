import { learnMoreCue } from "./card-cue";
import { countWords, type RichText } from "./rich-text";
import { site } from "./site";

/** Article bodies as typed blocks: no MDX toolchain, and every link stays checkable by the tests. */
export type BlogBlock =
  | { type: "paragraph"; text: RichText }
  | { type: "list"; ordered?: boolean; items: readonly RichText[] };

export type BlogPost = {
  slug: string;
  title: string;
  description: string;
  /** ISO dates (YYYY-MM-DD). */
  datePublished: string;
  dateModified: string;
  keywords: readonly string[];
  /** Slugs of the service pages on the article's topic: each links to the other. */
  relatedServices: readonly string[];
  intro: readonly RichText[];
  sections: readonly { heading: string; blocks: readonly BlogBlock[] }[];
};

export type BlogTeaser = Pick<BlogPost, "slug" | "title" | "description">;

const p = (text: RichText): BlogBlock => ({ type: "paragraph", text });
const list = (items: readonly RichText[]): BlogBlock => ({ type: "list", items });

export const blogPosts = [
  {
    slug: "how-to-choose-web-dev-agency",
    title: "How to Choose a Web Development Agency: A Practical Checklist",
    description:
      "What to define first, what to ask, how to compare quotes and which red flags to take seriously when you choose a web development agency for your business.",
    datePublished: "2026-09-08",
    dateModified: "2026-11-16",
    keywords: [
      "how to choose a web development agency",
      "web agency checklist",
      "hiring a web developer",
    ],
    relatedServices: ["web-design-seo", "ecommerce-development"],
    intro: [
      "Choosing a web development agency looks simple until you are halfway through a project that is late, over budget and not quite what you imagined. The agency you pick will shape how your brand looks online, how easily customers find you and how much it costs to change anything for years afterwards.",
      "This guide is the checklist we would want a friend to use, even if it leads them to another agency. It covers what to define before you start looking, what to ask, how to compare proposals and which warning signs to take seriously.",
    ],
    sections: [
      {
        heading: "Start with your goals, not a list of pages",
        blocks: [
          p(
            "Before you contact anyone, write down what the website must achieve in the next twelve months. More enquiries? Online sales? Fewer support calls? Credibility with investors? A clear goal lets an agency propose the right solution instead of pricing a generic five-page site, and it gives you a yardstick for judging the proposals that come back.",
          ),
          p(
            "Note your constraints too: a budget range, a launch date that cannot move, who on your team will update the site, and any systems it must connect to, such as a CRM, a payment gateway or a booking tool. Agencies can only quote accurately for what they know about.",
          ),
        ],
      },
      {
        heading: "Look at real work, and ask what it achieved",
        blocks: [
          p(
            "A portfolio shows taste; it does not always show results. When you review an agency’s work, open the live sites on your phone. Are they fast? Is it obvious what to do next? Then ask what happened after launch: did enquiries rise, did the client keep working with the agency, and can the client’s own team update the site?",
          ),
          p([
            "You can see the kind of projects we take on in ",
            { text: "our portfolio", href: "/portfolio" },
            ". Whoever you talk to, ask for one or two past clients you can speak to directly. A confident agency will happily arrange it.",
          ]),
        ],
      },
      {
        heading: "Questions worth asking every agency",
        blocks: [
          list([
            "Who exactly will work on my project, and will that change after the contract is signed?",
            "How do you handle search engine optimisation: as part of the build, or as an extra afterwards?",
            "Which platform do you recommend for us, and why that one rather than the alternatives?",
            "How many rounds of revisions are included, and what counts as a change of scope?",
            "What happens after launch: who fixes bugs, and what does ongoing support cost?",
            "Will we own the code, the design files and every account, with full admin access?",
          ]),
          p(
            "Good agencies answer these plainly and in writing. Vague answers at this stage usually become disagreements later.",
          ),
        ],
      },
      {
        heading: "Compare proposals like for like",
        blocks: [
          p(
            "Quotes for the same website can differ several times over, and the cheapest is rarely the cheapest by the end. Put the proposals side by side and check what each one actually includes: copywriting, images, technical SEO, analytics, accessibility, training, hosting set-up and support after launch. A low price that leaves these out tends to be topped up with change requests.",
          ),
          p([
            "Payment terms say a lot about an agency too. A modest deposit with the balance due on completion and approval, like the 20/80 split in ",
            { text: "our policies", href: "/policies" },
            ", keeps both sides motivated. Be cautious with anyone who wants most of the money before showing any work.",
          ]),
        ],
      },
      {
        heading: "Make sure SEO and speed are part of the build",
        blocks: [
          p([
            "A beautiful site that search engines cannot understand, or that takes six seconds to load on a mobile connection, quietly costs you customers every day. Technical SEO (clean structure, meta tags, structured data, a sitemap, fast loading and redirects from your old addresses) should be part of the build, not an afterthought. It is how we approach ",
            { text: "web design and SEO", href: "/services/web-design-seo" },
            ", and it is a fair standard to hold any agency to.",
          ]),
          p(
            "Ask how the agency measures speed, and which accessibility standard it builds to. If the answer is a shrug, the site will probably be slow and hard to use for some of your visitors.",
          ),
        ],
      },
      {
        heading: "Red flags to take seriously",
        blocks: [
          list([
            "Guaranteed first-page rankings, or any guaranteed traffic numbers.",
            "No written scope, or a scope that says only “website as discussed”.",
            "The agency keeps ownership of your domain, hosting or code.",
            "You never meet the people who will actually do the work.",
            "Pressure to sign quickly, with a discount that expires tomorrow.",
          ]),
        ],
      },
      {
        heading: "The bottom line",
        blocks: [
          p(
            "The right agency asks hard questions about your business before it talks about design, explains its choices in plain language, puts everything in writing and hands you the keys at the end. Take the time to compare properly: a few extra days at the start can save months of frustration later.",
          ),
        ],
      },
    ],
  },
  {
    slug: "affordable-website-development",
    title: "Affordable Website Development: A Great Site Without Overspending",
    description:
      "How to get a professional website on a small budget: where to save safely, where cutting corners backfires, what a fair quote includes and which costs appear later.",
    datePublished: "2026-10-13",
    dateModified: "2026-11-16",
    keywords: [
      "affordable website development",
      "website cost",
      "small business website",
      "cheap vs affordable website",
    ],
    relatedServices: ["web-design-seo", "landing-page-design"],
    intro: [
      "Affordable should not mean cheap. A website that costs little to build but loses customers every day, or has to be rebuilt within a year, is the most expensive option there is. The goal is a site that does its job well, for a price that makes sense at your stage of business.",
      "Here is how to get there: where you can safely save, where cutting corners always backfires, and how to read a quote so nothing surprises you later.",
    ],
    sections: [
      {
        heading: "Decide what the site must do first",
        blocks: [
          p(
            "The biggest savings come from scope, not from haggling over rates. A service business that needs enquiries may only need five strong pages and a good contact form. An online store needs product pages, a cart and payments. A single campaign may need nothing more than one landing page.",
          ),
          p(
            "Be clear about the job the website has to do, and keep the nice-to-haves for a second phase, once the site is paying for itself. A new consultancy, for example, might launch with a home page, a services page, two case studies, an about page and a contact page, then add a blog and campaign landing pages a few months later, once it knows which services bring in the most enquiries.",
          ),
        ],
      },
      {
        heading: "Where you can safely save",
        blocks: [
          list([
            "Use a proven platform. A well-built site on WordPress, Webflow or Shopify costs less than a fully custom build and is easier for your team to update.",
            "Start with fewer pages. Five pages that answer real questions beat twenty thin ones, for visitors and for search engines.",
            "Prepare your own content. If you can supply clear text and good photos, you pay for polishing rather than writing and shooting from scratch.",
            "Phase the extras. A blog, extra languages, customer portals and integrations can follow once the core site proves itself.",
          ]),
        ],
      },
      {
        heading: "Where cutting corners always costs more",
        blocks: [
          p("Some savings come back as bills. Skip these and you usually end up paying twice:"),
          list([
            "Mobile performance. Most visitors arrive on a phone, and a slow mobile site loses them before they read a word.",
            "Technical SEO. Fixing structure, metadata and redirects after launch costs more than getting them right during the build.",
            "Security and backups. Updates, backups and secure hosting are cheap insurance against an expensive bad day.",
            "Analytics. Without tracking you cannot tell what the website earns, so you cannot improve it.",
          ]),
          p([
            "These foundations are part of every project in our ",
            { text: "web design and SEO", href: "/services/web-design-seo" },
            " service, because they are the difference between a website that works and a brochure nobody finds.",
          ]),
        ],
      },
      {
        heading: "What a fair quote should include",
        blocks: [
          p(
            "A good quote reads like a plan, not a price tag. It should list the pages and features, who provides the content, how many rounds of revisions are included, the timeline with its milestones, what happens after launch and the running costs to expect, such as hosting, domain renewals, plugin licences and maintenance.",
          ),
          p([
            "It should also say who owns what. You should finish the project with 100% ownership and full administrative access to your site, domain and accounts; it is written into ",
            { text: "our policies", href: "/policies" },
            " for exactly that reason. A site you cannot move or edit without your agency’s permission is not really yours.",
          ]),
        ],
      },
      {
        heading: "Watch for costs that appear later",
        blocks: [
          p(
            "A low upfront price is sometimes recovered in other ways: expensive mandatory hosting, paid plugins renewed every year, a charge for every small text change, or a contract that makes leaving difficult. Ask about each of these before you sign, and ask for the first year’s running costs in writing.",
          ),
          p(
            "Payment structure matters as well. Paying a small deposit and the balance on approval protects your budget: if the work is not right, you have not already paid for it.",
          ),
        ],
      },
      {
        heading: "Plan for the first year, not just launch day",
        blocks: [
          p(
            "A website is not finished the day it goes live. Content goes out of date, software needs updates, and real visitors will show you what to change. Set aside a small monthly budget for maintenance and improvements, or agree a simple support plan with your agency, priced in advance.",
          ),
          p(
            "Ask what your team will be able to do without help. A site you can update yourself (new pages, prices, photos and posts) saves money every month. Make sure training is part of the handover, and that you receive a short written guide you can come back to.",
          ),
        ],
      },
      {
        heading: "Judge value by results",
        blocks: [
          p([
            "The most affordable website is the one that pays for itself. Ask every agency what their sites achieved for businesses like yours (you can start with ",
            { text: "our portfolio", href: "/portfolio" },
            "), choose the partner who can explain how their work will bring you customers, then start small, measure and invest more in what works.",
          ]),
        ],
      },
    ],
  },
] as const satisfies readonly BlogPost[];

/** The blog's own order: newest first, as readers expect of a blog. */
export const blogPostsNewestFirst: readonly BlogPost[] = [...blogPosts].sort((a, b) =>
  b.datePublished.localeCompare(a.datePublished),
);

export function getBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

/** The articles on a service's topic, for the reading links on its page. */
export function postsForService(serviceSlug: string): readonly BlogPost[] {
  const posts: readonly BlogPost[] = blogPosts;
  return posts.filter((post) => post.relatedServices.includes(serviceSlug));
}

/** A blog teaser: slug, title and description. */
export const blogTeasers: readonly BlogTeaser[] = blogPosts.map(({ slug, title, description }) => ({
  slug,
  title,
  description,
}));

export function wordCount(post: BlogPost): number {
  const blocks = post.sections.flatMap((section) => section.blocks);
  const texts = blocks.flatMap((block) =>
    block.type === "paragraph" ? [block.text] : block.items,
  );
  return countWords([...post.intro, ...post.sections.map((section) => section.heading), ...texts]);
}

/** At about 220 words a minute, rounded up. */
export function readingMinutes(post: BlogPost): number {
  return Math.max(1, Math.ceil(wordCount(post) / 220));
}

export const blogHead = {
  updatedAt: "2026-11-22",
  title: `${site.name} Insights: Web Development, AI & Digital Marketing`,
  description:
    "Practical guides on web development, AI and digital marketing: how to choose an agency, what a website should cost and how to get more from every project.",
  keywords: ["web development blog", "AI marketing insights", "digital marketing guides"],
} as const;

/** The blog's RSS feed: where it is served and the name feed readers show. */
export const blogFeed = {
  path: "/blog/feed.xml",
  title: `${site.name} Insights`,
} as const;

export const blogIndex = {
  eyebrow: "Blog",
  title: `${site.name} Insights`,
  subtitle:
    "Practical, honest guides on web development, AI and digital marketing, from the team that builds it every day.",
} as const;

/** The two link sections under an article: its services, then the other articles. */
export const articleRelatedCopy = {
  services: { eyebrow: "Services", title: "How we can help with this", cue: learnMoreCue },
  posts: { eyebrow: "Keep reading", title: "More from the blog", cue: "Read article" },
} as const;

/** Closes every article: the next step for a reader who is planning a website. */
export const articleCta = {
  title: "Planning a website?",
  body: "Tell us what it needs to achieve. We will reply with a clear scope, an honest timeline and a fixed quote.",
  primary: { label: "Book a Discovery Call", href: "/contact" },
  secondary: { label: "Web Design & SEO", href: "/services/web-design-seo" },
} as const;
