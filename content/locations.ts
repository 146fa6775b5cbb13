import type { IconName } from "./icons";
import type { RichText } from "./rich-text";
import { site, type ServedCountry } from "./site";

/** The spec's location entity: name, country and slug. */
export type Location = { name: string; country: string; slug: string };

/**
 * A market we serve remotely from New Delhi. Only Delhi has an office; these pages talk about
 * working hours, currency and what the market needs, never about an address there.
 */
export type MarketLocation = Location & {
  countryCode: ServedCountry;
  /** "the UK", "India": the name as it reads inside a sentence. */
  inSentence: string;
  /** "UK", "Indian": the name in front of "brands". */
  adjective: string;
  head: { title: string; description: string; keywords: readonly string[] };
  intro: string;
  workingHours: { title: string; body: string };
  currency: { title: string; body: string };
  market: readonly RichText[];
  focus: readonly { title: string; body: string }[];
};

/** The one office: the Delhi page adds directions and opening hours to the location fields. */
export type Office = Location & {
  head: { title: string; description: string; keywords: readonly string[] };
  eyebrow: string;
  title: string;
  intro: string;
  addressTitle: string;
  directions: {
    eyebrow: string;
    title: string;
    intro: string;
    steps: readonly { icon: IconName; title: string; body: string }[];
    note: string;
  };
  hours: {
    title: string;
    note: string;
    rows: readonly { days: string; time: string }[];
    timeZone: string;
    schema: readonly {
      dayOfWeek: readonly `https://schema.org/${"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"}`[];
      opens: string;
      closes: string;
    }[];
  };
  cta: { title: string; body: string; label: "Contact Our Delhi Office"; href: "/contact" };
};

export const delhiOffice = {
  name: "Delhi",
  country: "India",
  slug: "delhi",
  head: {
    title: `${site.name} Delhi Office: Digital & AI Agency in Laxmi Nagar`,
    description: `Visit the ${site.name} office in Laxmi Nagar, New Delhi: directions by metro and road, opening hours, and how to book a meeting with our team.`,
    keywords: [
      "digital agency Delhi",
      "web development company Laxmi Nagar",
      "AI agency New Delhi",
    ],
  },
  eyebrow: "Our office",
  title: `${site.name} in Delhi`,
  intro:
    "Our studio in Laxmi Nagar, East Delhi, is where strategy, design, development and automation come together. Clients in Delhi NCR are welcome to meet us in person.",
  addressTitle: "Address",
  directions: {
    eyebrow: "Directions",
    title: "Getting here",
    intro:
      "Laxmi Nagar sits just across the Yamuna from central Delhi, which makes it quick to reach by metro. Driving is possible, but parking nearby is limited, so we recommend the metro.",
    steps: [
      {
        icon: "train",
        title: "By metro",
        body: "The nearest station is Laxmi Nagar on the Blue Line (Vaishali branch). From Rajiv Chowk in Connaught Place, take the Blue Line towards Vaishali; Laxmi Nagar is the sixth stop, about 15 minutes away.",
      },
      {
        icon: "station",
        title: "From New Delhi Railway Station",
        body: "Take the Yellow Line one stop to Rajiv Chowk, then change to the Blue Line towards Vaishali and get off at Laxmi Nagar.",
      },
      {
        icon: "plane",
        title: "From the airport",
        body: "Take the Airport Express Line to New Delhi, the Yellow Line to Rajiv Chowk and the Blue Line to Laxmi Nagar. Allow about an hour and a quarter, or longer by road at peak times.",
      },
      {
        icon: "car",
        title: "By road",
        body: "Vikas Marg links Laxmi Nagar with ITO and central Delhi across the Yamuna. Anand Vihar railway terminal and bus terminal are a few stops further east on the same metro line.",
      },
    ],
    note: "We share the exact building and floor when we confirm your visit.",
  },
  hours: {
    title: "Opening hours",
    note: "Meetings at the office are by appointment, so we can make sure the right people are in the room.",
    rows: [
      { days: "Monday to Friday", time: "10:00 to 19:00" },
      { days: "Saturday", time: "10:00 to 14:00" },
      { days: "Sunday", time: "Closed" },
    ],
    timeZone: "India Standard Time (IST, UTC+5:30)",
    /** The same hours for the LocalBusiness structured data. */
    schema: [
      {
        dayOfWeek: [
          "https://schema.org/Monday",
          "https://schema.org/Tuesday",
          "https://schema.org/Wednesday",
          "https://schema.org/Thursday",
          "https://schema.org/Friday",
        ],
        opens: "10:00",
        closes: "19:00",
      },
      { dayOfWeek: ["https://schema.org/Saturday"], opens: "10:00", closes: "14:00" },
    ],
  },
  cta: {
    title: "Meet the team in Delhi",
    body: "Tell us a little about your project and a time that suits you. We will confirm the visit and send directions to the door.",
    label: "Contact Our Delhi Office",
    href: "/contact",
  },
} as const satisfies Office;

export const marketLocations = [
  {
    name: "India",
    country: "India",
    slug: "india",
    countryCode: "IN",
    inSentence: "India",
    adjective: "Indian",
    head: {
      title: "Web Development, AI & Social Media Agency in India",
      description: `${site.name} helps Indian brands grow with fast websites, AI automation, social media and Meta ads, from our New Delhi studio to clients across India.`,
      keywords: [
        "digital marketing agency India",
        "web development company India",
        "AI automation India",
      ],
    },
    intro:
      "From our studio in New Delhi we work with startups, D2C brands and established businesses across India, in your time zone and with a clear understanding of how Indian customers discover, compare and buy.",
    workingHours: {
      title: "Same time zone, same working day",
      body: "We work on India Standard Time, so calls, reviews and quick fixes happen during your business hours. Clients in Delhi NCR can also meet us at our Laxmi Nagar office.",
    },
    currency: {
      title: "Quotes in rupees",
      body: "Proposals and invoices are in INR, with 20% upfront and 80% on completion and approval.",
    },
    market: [
      "Indian customers are mobile-first and price-aware, and they often decide on WhatsApp and Instagram rather than on a website. We design for that: pages that load on a patchy 4G connection, payments through Razorpay and UPI, and chat assistants that answer enquiries on WhatsApp Business before a competitor does.",
      [
        "Whether you sell across India or mainly in one city, we build the website, the content and the automation as one system. Start with ",
        { text: "web design and SEO", href: "/services/web-design-seo" },
        " or ",
        { text: "AI automation", href: "/services/ai-automation" },
        ".",
      ],
    ],
    focus: [
      {
        title: "WhatsApp-first automation",
        body: "AI assistants that qualify leads and answer questions on WhatsApp Business.",
      },
      {
        title: "D2C stores",
        body: "Shopify and custom stores with Razorpay, UPI and cash-on-delivery flows.",
      },
      {
        title: "Regional reach",
        body: "Social content and ads planned for the cities and audiences you sell to.",
      },
    ],
  },
  {
    name: "USA",
    country: "United States",
    slug: "usa",
    countryCode: "US",
    inSentence: "the USA",
    adjective: "US",
    head: {
      title: "Web Development & AI Automation Agency for US Brands",
      description: `${site.name} builds websites, AI automation and social media for US businesses, with calls in your morning and overnight progress from our team in New Delhi.`,
      keywords: [
        "offshore web development agency",
        "AI automation agency USA",
        "social media agency for US brands",
      ],
    },
    intro:
      "US startups and small businesses work with us for senior design, development and AI skills at a sensible cost, with a process built for a team on the other side of the world.",
    workingHours: {
      title: "Your morning, our evening",
      body: "India is 9½ to 13½ hours ahead of the US, depending on the coast and daylight saving. We hold calls in your morning, which is our evening, and work while you sleep, so feedback you send at the end of your day is often done by the next morning.",
    },
    currency: {
      title: "Quotes in US dollars",
      body: "Proposals and invoices are in USD, with 20% upfront and 80% on completion and approval.",
    },
    market: [
      "American buyers expect polish: fast sites, clear pricing and proof that a business is real. We write in US English, design for US conversion habits and set up the tracking that Google and Meta advertising in the US depend on.",
      [
        "Popular with US clients: ",
        { text: "AI SaaS development", href: "/services/ai-saas-development" },
        " for founders who need a first version quickly, and ",
        { text: "AI UGC and video ads", href: "/services/ai-ugc-video-ads" },
        " for brands testing creative at scale.",
      ],
    ],
    focus: [
      {
        title: "Founders and startups",
        body: "AI products and first versions built in weeks, not quarters.",
      },
      {
        title: "Performance creative",
        body: "UGC-style video ads and landing pages produced for fast testing.",
      },
      {
        title: "Async by default",
        body: "Written updates, recorded walkthroughs and a shared board you can check any time.",
      },
    ],
  },
  {
    name: "UK",
    country: "United Kingdom",
    slug: "uk",
    countryCode: "GB",
    inSentence: "the UK",
    adjective: "UK",
    head: {
      title: "Web Design, AI & Social Media Agency for UK Businesses",
      description: `${site.name} works with UK businesses on websites, SEO, AI automation and social media, with a good share of your working day overlapping ours in New Delhi.`,
      keywords: [
        "web design agency UK",
        "AI automation UK",
        "social media management UK",
        "offshore agency UK",
      ],
    },
    intro:
      "UK businesses work with us for websites, SEO, automation and content, delivered by one team with plenty of overlap with the British working day.",
    workingHours: {
      title: "Your morning is our afternoon",
      body: "India is 4½ hours ahead of the UK in summer and 5½ hours in winter. Your morning and early afternoon overlap with our working day, so same-day calls and quick turnarounds are normal.",
    },
    currency: {
      title: "Quotes in pounds sterling",
      body: "Proposals and invoices are in GBP, with 20% upfront and 80% on completion and approval.",
    },
    market: [
      "We write in British English, keep accessibility in mind from the first wireframe, and build cookie consent and privacy notices into every site, because UK visitors and regulators expect them.",
      [
        "UK clients often start with ",
        { text: "web design and SEO", href: "/services/web-design-seo" },
        " or ",
        { text: "social media management", href: "/services/social-media-management" },
        ", then add automation once the basics are working.",
      ],
    ],
    focus: [
      { title: "Accessible websites", body: "Sites built to WCAG guidelines, in British English." },
      {
        title: "Privacy built in",
        body: "Cookie consent, privacy notices and careful handling of personal data.",
      },
      {
        title: "Same-day overlap",
        body: "Calls in your morning, progress by the end of your day.",
      },
    ],
  },
  {
    name: "UAE",
    country: "United Arab Emirates",
    slug: "uae",
    countryCode: "AE",
    inSentence: "the UAE",
    adjective: "UAE",
    head: {
      title: "Digital Marketing, Web & AI Agency for UAE Brands",
      description: `${site.name} helps brands in Dubai, Abu Dhabi and across the UAE with websites, Meta ads, AI automation and content, just 1½ hours behind our team in New Delhi.`,
      keywords: [
        "digital marketing agency UAE",
        "web development Dubai",
        "AI automation UAE",
        "Instagram ads Dubai",
      ],
    },
    intro:
      "Brands in Dubai, Abu Dhabi and across the Emirates work with us for premium websites, social media and performance ads, with nearly the same working day as our team.",
    workingHours: {
      title: "Almost the same working day",
      body: "The UAE is just 1½ hours behind India, so our working days overlap almost completely, Monday to Friday. Calls, approvals and launches happen in real time.",
    },
    currency: {
      title: "Quotes in dirhams",
      body: "Proposals and invoices are in AED, with 20% upfront and 80% on completion and approval.",
    },
    market: [
      "The UAE is a visual, mobile and Instagram-led market with very high expectations of polish. We design premium websites and creatives, and run Meta campaigns that reach the audiences you sell to across the Emirates.",
      [
        "We write in English. For Arabic versions we work with your translator or a partner you trust, and build sites that support right-to-left layouts. Start with ",
        { text: "Facebook and Instagram ads", href: "/services/facebook-instagram-ads" },
        " or ",
        { text: "e-commerce development", href: "/services/ecommerce-development" },
        ".",
      ],
    ],
    focus: [
      {
        title: "Premium design",
        body: "Websites and creatives that match the expectations of a luxury market.",
      },
      {
        title: "Instagram-led growth",
        body: "Content and Meta ads planned together for reach and enquiries.",
      },
      {
        title: "Bilingual-ready builds",
        body: "Sites prepared for Arabic content and right-to-left layouts.",
      },
    ],
  },
  {
    name: "Singapore",
    country: "Singapore",
    slug: "singapore",
    countryCode: "SG",
    inSentence: "Singapore",
    adjective: "Singapore",
    head: {
      title: "Web Development & AI Automation Agency for Singapore",
      description: `${site.name} builds websites, AI automation and content for Singapore businesses, with most of your working day overlapping ours in New Delhi.`,
      keywords: [
        "web development agency Singapore",
        "AI automation Singapore",
        "digital agency Singapore",
      ],
    },
    intro:
      "Singapore companies, from startups to regional teams, work with us on websites, AI automation and content that scale across Southeast Asia.",
    workingHours: {
      title: "Most of your day, overlapping ours",
      body: "India is 2½ hours behind Singapore, so from late morning to early evening in Singapore our teams are online together. Calls are easy to schedule and turnarounds are quick.",
    },
    currency: {
      title: "Quotes in Singapore dollars",
      body: "Proposals and invoices are in SGD, with 20% upfront and 80% on completion and approval.",
    },
    market: [
      "Singapore buyers are digital-first and expect efficiency: fast, clear websites, self-service where possible and quick answers. AI assistants and automated workflows fit naturally, and we build them with care for how personal data is collected and stored.",
      [
        "Singapore clients often pair ",
        { text: "AI automation", href: "/services/ai-automation" },
        " with ",
        { text: "AI SaaS development", href: "/services/ai-saas-development" },
        " to launch products for regional markets.",
      ],
    ],
    focus: [
      {
        title: "Automation first",
        body: "AI agents and workflows that let small teams serve a whole region.",
      },
      {
        title: "Product builds",
        body: "SaaS and web apps designed to grow across Southeast Asia.",
      },
      {
        title: "Careful with data",
        body: "Personal data collected and stored only where it is needed.",
      },
    ],
  },
  {
    name: "Australia",
    country: "Australia",
    slug: "australia",
    countryCode: "AU",
    inSentence: "Australia",
    adjective: "Australian",
    head: {
      title: "Web Design, AI & Social Media Agency for Australia",
      description: `${site.name} helps Australian businesses with websites, SEO, AI automation and social media, working through your afternoons from our studio in New Delhi.`,
      keywords: [
        "web design agency Australia",
        "AI automation Australia",
        "social media agency Australia",
      ],
    },
    intro:
      "Australian businesses work with us for websites, SEO, automation and content, with our mornings lining up with your afternoons.",
    workingHours: {
      title: "Our morning is your afternoon",
      body: "Sydney and Melbourne are 4½ to 5½ hours ahead of India, Perth 2½ hours. Your afternoons overlap with our mornings, so there is time for a call every working day, and work continues after you log off.",
    },
    currency: {
      title: "Quotes in Australian dollars",
      body: "Proposals and invoices are in AUD, with 20% upfront and 80% on completion and approval.",
    },
    market: [
      "Australian customers value straight talk and reliable service, and a lot of buying starts with a local search. We write in Australian English, build sites that rank for the cities you serve and keep copy clear and unpretentious.",
      [
        "Australian clients often start with ",
        { text: "web design and SEO", href: "/services/web-design-seo" },
        " or ",
        { text: "landing page design", href: "/services/landing-page-design" },
        " for a campaign, then add automation.",
      ],
    ],
    focus: [
      {
        title: "Local search",
        body: "Sites structured to rank in the cities and regions you serve.",
      },
      { title: "Plain-spoken copy", body: "Clear, honest writing in Australian English." },
      { title: "Daily overlap", body: "A shared window every working day for calls and reviews." },
    ],
  },
] as const satisfies readonly MarketLocation[];

/** The generic location pages share one call to action (spec section 2). */
export const marketCta = { label: "Get a Free Consultation", href: "/contact" } as const;
export const marketSecondaryCta = { label: "See Our Work", href: "/portfolio" } as const;

/** Every location page: the Delhi office and the six markets. */
export const locations: readonly Location[] = [
  { name: delhiOffice.name, country: delhiOffice.country, slug: delhiOffice.slug },
  ...marketLocations.map(({ name, country, slug }) => ({ name, country, slug })),
];

export function getMarketLocation(slug: string): MarketLocation | undefined {
  return marketLocations.find((location) => location.slug === slug);
}

/** The headings of a market page, worded for that market. */
export function marketPageCopy(location: MarketLocation) {
  return {
    eyebrow: `Serving ${location.inSentence} from New Delhi`,
    title: `Web, AI & Social Media for ${location.adjective} Brands`,
    crumb: location.name,
    workingEyebrow: "Working together",
    workingTitle: `Working with us from ${location.inSentence}`,
    workingIntro: "One team in New Delhi, organised around your calendar and your currency.",
    marketEyebrow: "The market",
    marketTitle: `Built for ${location.inSentence}`,
    servicesEyebrow: "What we do",
    servicesTitle: `Services for ${location.adjective} brands`,
    servicesIntro:
      "Every service is delivered remotely from our New Delhi studio, with one project lead as your point of contact.",
    ctaTitle: `Let’s talk about your plans for ${location.inSentence}`,
    ctaBody:
      "Book a free consultation at a time that suits your time zone. We will listen, ask a few sharp questions and suggest where to start.",
  };
}
