import { site } from "../site";
import type { Office } from "./types";

export default {
  name: "Delhi",
  country: "India",
  slug: "delhi",
  updatedAt: "2026-11-25",
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
