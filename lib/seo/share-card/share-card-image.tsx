/* eslint-disable @next/next/no-img-element, jsx-a11y/alt-text -- next/og draws these into a PNG; og:image:alt describes it */
import "server-only";

import { readFile } from "node:fs/promises";
import path from "node:path";

import { ImageResponse } from "next/og";

import { shareCardSize, type ShareCard, type ShareCardArt } from "@/content/share-cards";
import { site } from "@/content/site";
import { contentIcons } from "@/components/page/icon";
import { iconPaths } from "@/components/page/icon-paths";

import { fitTitle } from "./fit-title";

// The brand's colours (app/globals.css, app/icon.svg).
const INK = "#0c0b12";
const VIOLET = "#8b7cf6";
const CORAL = "#f0705a";
const SAFFRON = "#ffb454";
const BRAND_GRADIENT = `linear-gradient(135deg, ${VIOLET} 0%, ${CORAL} 60%, ${SAFFRON} 100%)`;

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;

// Read once per build worker, by literal paths that the output's file tracing can follow.
const assets = Promise.all([
  readFile(path.join(process.cwd(), "assets/fonts/share-card/bricolage-grotesque-latin-700.ttf")),
  readFile(path.join(process.cwd(), "assets/fonts/share-card/inter-latin-600.ttf")),
  readFile(path.join(process.cwd(), "app/icon.svg")),
]);

const TITLE_BOX = { maxWidth: 640, maxLines: 3, fontSizes: [68, 60, 54, 48] } as const;
// A case study's screenshot takes more room, and its title is the project's short name.
const PICTURE_TITLE_BOX = { maxWidth: 580, maxLines: 2, fontSizes: [76, 68, 60] } as const;
const SUBTITLE_BOX = { maxWidth: 560, maxLines: 3, fontSizes: [28, 26, 24] } as const;

/** The card of one page: brand, kind, title, and the page's artwork or the brand's mark. */
export async function renderShareCard(card: ShareCard): Promise<ImageResponse> {
  const [display, body, mark] = await assets;
  const markSvg = dataUrl("image/svg+xml", mark);
  const art = card.art?.kind === "picture" ? await pictureArt(card.art.src) : null;
  const titleBox = art ? PICTURE_TITLE_BOX : TITLE_BOX;
  const title = fitTitle(card.title, titleBox);
  const subtitle = card.subtitle ? fitTitle(card.subtitle, SUBTITLE_BOX) : null;

  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        position: "relative",
        backgroundColor: INK,
        color: "#ffffff",
        fontFamily: "Inter",
        padding: "64px 72px",
      }}
    >
      <Glow left={-260} top={-320} color="rgba(139,124,246,0.45)" />
      <Glow left={780} top={300} color="rgba(240,112,90,0.30)" />
      {art ? <Picture src={art} /> : <Tile art={card.art} markSvg={markSvg} />}
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <img src={markSvg} width={56} height={56} />
        <div style={{ fontFamily: "Bricolage Grotesque", fontSize: 36 }}>{site.name}</div>
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "center",
          flexGrow: 1,
          width: titleBox.maxWidth,
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 16, marginBottom: 22 }}>
          <div style={{ width: 40, height: 4, borderRadius: 2, backgroundImage: BRAND_GRADIENT }} />
          <div
            style={{
              fontSize: 28,
              color: SAFFRON,
              textTransform: "uppercase",
              letterSpacing: 3,
            }}
          >
            {card.kind}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            fontFamily: "Bricolage Grotesque",
            fontSize: title.fontSize,
            lineHeight: 1.08,
            letterSpacing: -1,
          }}
        >
          {title.lines.map((line) => (
            <div key={line} style={{ whiteSpace: "nowrap" }}>
              {line}
            </div>
          ))}
        </div>
        {subtitle ? (
          <div
            style={{
              display: "flex",
              flexDirection: "column",
              marginTop: 22,
              fontSize: subtitle.fontSize,
              lineHeight: 1.35,
              color: "rgba(255,255,255,0.78)",
            }}
          >
            {subtitle.lines.map((line) => (
              <div key={line} style={{ whiteSpace: "nowrap" }}>
                {line}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          // Under a screenshot the rule stops short of it.
          width: art ? SUBTITLE_BOX.maxWidth : "100%",
          paddingTop: 22,
          borderTop: "1px solid rgba(255,255,255,0.12)",
          fontSize: 24,
          color: "rgba(255,255,255,0.72)",
        }}
      >
        <div>{site.slogan}</div>
      </div>
    </div>,
    {
      ...shareCardSize,
      fonts: [
        { name: "Bricolage Grotesque", data: display, weight: 700, style: "normal" },
        { name: "Inter", data: body, weight: 600, style: "normal" },
      ],
    },
  );
}

function Glow({ left, top, color }: { left: number; top: number; color: string }) {
  return (
    <div
      style={{
        position: "absolute",
        left,
        top,
        width: 720,
        height: 720,
        borderRadius: 360,
        backgroundImage: `radial-gradient(circle, ${color} 0%, rgba(12,11,18,0) 70%)`,
      }}
    />
  );
}

async function pictureArt(src: string): Promise<string> {
  // Prerendered at build only (dynamicParams = false), so the public/ files need no tracing.
  const file = path.join(/* turbopackIgnore: true */ process.cwd(), "public", src);
  return dataUrl("image/png", await readFile(file));
}

/** A case study's screenshot, tilted and bleeding off the right edge. */
function Picture({ src }: { src: string }) {
  return (
    <div
      style={{
        position: "absolute",
        left: 690,
        top: 120,
        width: 640,
        height: 400,
        display: "flex",
        borderRadius: 20,
        overflow: "hidden",
        border: "2px solid rgba(255,255,255,0.16)",
        transform: "rotate(-5deg)",
        boxShadow: "0 30px 80px rgba(0,0,0,0.55)",
      }}
    >
      <img src={src} width={640} height={400} style={{ objectFit: "cover" }} />
    </div>
  );
}

/** The brand's gradient tile with the page's icon, or the brand's mark itself. */
function Tile({ art, markSvg }: { art: ShareCardArt | undefined; markSvg: string }) {
  const style = { position: "absolute", left: 800, top: 150, display: "flex" } as const;
  if (art?.kind !== "icon") {
    return (
      <div style={{ ...style, transform: "rotate(8deg)" }}>
        <img src={markSvg} width={310} height={310} />
      </div>
    );
  }
  return (
    <div
      style={{
        ...style,
        width: 310,
        height: 310,
        alignItems: "center",
        justifyContent: "center",
        borderRadius: 84,
        backgroundImage: BRAND_GRADIENT,
        transform: "rotate(8deg)",
        boxShadow: "0 30px 80px rgba(0,0,0,0.5)",
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width={170}
        height={170}
        fill="none"
        stroke="#ffffff"
        strokeWidth={1.75}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {iconPaths[contentIcons[art.icon]].map(({ d, fill }) => (
          <path key={d} d={d} fill={fill} />
        ))}
      </svg>
    </div>
  );
}
