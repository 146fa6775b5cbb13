// Renders the portfolio artwork with headless Chromium from inline HTML:
//   node scripts/make-portfolio-art.mjs
// Writes public/portfolio/*.png (4 project screenshots 1600x1000, 5 mockups 700x700, 3 video
// thumbnails 1280x720) and public/videos/*.webm (short brand clips recorded from a canvas with
// MediaRecorder, so the video dialog has something real to play offline). Next's image optimiser
// serves the PNGs as AVIF/WebP; the PNGs are only the sources.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "@playwright/test";

import { systemChromium } from "./system-chromium.mjs";

const INK = "#0c0b12";
const VIOLET = "#8b7cf6";
const CORAL = "#f0705a";
const SAFFRON = "#ffb454";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const fromRoot = (...parts) => join(root, ...parts);
const fontDataUrl = (path) =>
  `data:font/woff2;base64,${readFileSync(fromRoot(path)).toString("base64")}`;
const base = `
  @font-face { font-family: "Bricolage"; font-weight: 200 800; font-display: block;
    src: url(${fontDataUrl("node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2")}) format("woff2"); }
  @font-face { font-family: "Inter"; font-weight: 100 900; font-display: block;
    src: url(${fontDataUrl("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}) format("woff2"); }
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: 100%; height: 100%; }
  body { font-family: Inter, sans-serif; color: #f4f2fb; background: ${INK}; overflow: hidden; }
  .d { font-family: Bricolage, Inter, sans-serif; letter-spacing: -0.03em; }
  .grad { background: linear-gradient(100deg, ${VIOLET}, ${CORAL} 55%, ${SAFFRON}); }
  .gtext { background: linear-gradient(100deg, ${VIOLET}, ${CORAL} 55%, ${SAFFRON}); -webkit-background-clip: text; color: transparent; }
  .row { display: flex; } .col { display: flex; flex-direction: column; }
`;

/* ---------------------------------------------------------------- project screenshots */

const bars = (values, color) =>
  values
    .map(
      (v, i) =>
        `<div style="flex:1;height:${v}%;border-radius:8px 8px 2px 2px;background:${i === values.length - 2 ? color : "rgba(139,124,246,.35)"}"></div>`,
    )
    .join("");

const axero = `
<div class="row" style="height:100%;background:#0f0e17">
  <aside class="col" style="width:260px;padding:36px 24px;border-right:1px solid #232133;gap:10px;background:#0b0a11">
    <div class="row d" style="align-items:center;gap:12px;font-size:30px;font-weight:700;margin-bottom:36px">
      <div class="grad" style="width:40px;height:40px;border-radius:12px"></div>Axero</div>
    ${[
      "Overview",
      "Agents",
      "Conversations",
      "Knowledge base",
      "Automations",
      "Analytics",
      "Settings",
    ]
      .map(
        (t, i) =>
          `<div style="padding:14px 16px;border-radius:12px;font-size:17px;${i === 0 ? `background:rgba(139,124,246,.16);color:#fff;font-weight:600` : "color:#8c88a3"}">${t}</div>`,
      )
      .join("")}
    <div style="margin-top:auto;padding:18px;border-radius:16px;background:linear-gradient(160deg,rgba(139,124,246,.25),rgba(240,112,90,.15));font-size:15px;color:#d9d5ee">
      <b style="display:block;font-size:17px;color:#fff;margin-bottom:6px">GPT routing on</b>3 agents live · 99.2% uptime</div>
  </aside>
  <main class="col" style="flex:1;padding:40px 48px;gap:28px">
    <div class="row" style="justify-content:space-between;align-items:center">
      <div><div style="color:#8c88a3;font-size:16px">Good morning, Priya</div><div class="d" style="font-size:44px;font-weight:700;margin-top:6px">AI agent performance</div></div>
      <div class="row" style="gap:12px"><div style="padding:14px 22px;border:1px solid #2b2940;border-radius:12px;color:#c9c5dd;font-size:16px">Last 30 days</div>
      <div class="grad" style="padding:14px 24px;border-radius:12px;color:${INK};font-weight:700;font-size:16px">+ New agent</div></div>
    </div>
    <div class="row" style="gap:20px">
      ${[
        ["Conversations handled", "18,420", "+24%"],
        ["Leads qualified", "2,318", "+31%"],
        ["Avg. response", "1.4 s", "−62%"],
        ["Hours saved", "946", "+18%"],
      ]
        .map(
          ([k, v, d]) =>
            `<div style="flex:1;padding:24px;border-radius:20px;background:#171522;border:1px solid #232133"><div style="color:#8c88a3;font-size:15px">${k}</div><div class="d" style="font-size:40px;font-weight:700;margin:10px 0 6px">${v}</div><div style="color:#7ee2b0;font-size:15px;font-weight:600">${d} vs last month</div></div>`,
        )
        .join("")}
    </div>
    <div class="row" style="gap:20px;flex:1">
      <div class="col" style="flex:1.6;padding:28px;border-radius:20px;background:#171522;border:1px solid #232133">
        <div class="row" style="justify-content:space-between"><div class="d" style="font-size:24px;font-weight:700">Automated resolutions</div><div style="color:#8c88a3">Weekly</div></div>
        <div class="row" style="flex:1;align-items:flex-end;gap:14px;margin-top:24px">${bars([38, 46, 42, 58, 55, 64, 70, 66, 78, 84, 92, 80], VIOLET)}</div>
      </div>
      <div class="col" style="flex:1;padding:28px;border-radius:20px;background:#171522;border:1px solid #232133;gap:16px">
        <div class="d" style="font-size:24px;font-weight:700">Live conversation</div>
        <div style="align-self:flex-start;max-width:85%;padding:14px 18px;border-radius:16px 16px 16px 4px;background:#23212f;font-size:16px;color:#d9d5ee">Do you ship to Dubai, and how long does it take?</div>
        <div style="align-self:flex-end;max-width:85%;padding:14px 18px;border-radius:16px 16px 4px 16px;background:rgba(139,124,246,.22);font-size:16px">Yes! UAE orders arrive in 3–5 days. Want me to reserve your size?</div>
        <div style="align-self:flex-start;max-width:85%;padding:14px 18px;border-radius:16px 16px 16px 4px;background:#23212f;font-size:16px;color:#d9d5ee">Please, a medium in sand.</div>
        <div style="margin-top:auto;padding:14px 18px;border-radius:14px;border:1px solid #2b2940;color:#6f6b86;font-size:15px">Agent is typing…</div>
      </div>
    </div>
  </main>
</div>`;

const demoresu = `
<div class="col" style="height:100%;background:#f7f5f0;color:#16141f">
  <nav class="row" style="justify-content:space-between;align-items:center;padding:34px 80px">
    <div class="d" style="font-size:32px;font-weight:800">demo<span style="color:${CORAL}">resu</span></div>
    <div class="row" style="gap:40px;font-size:18px;color:#4b4860">Templates<span>Examples</span><span>Pricing</span></div>
    <div style="padding:14px 26px;border-radius:999px;background:#16141f;color:#fff;font-weight:600;font-size:17px">Build my résumé</div>
  </nav>
  <div class="row" style="flex:1;padding:40px 80px 0;gap:60px">
    <div class="col" style="flex:1;justify-content:center;padding-bottom:100px">
      <div style="align-self:flex-start;padding:8px 16px;border-radius:999px;background:#ffe9d6;color:#b4532a;font-weight:600;font-size:16px">AI-written bullet points</div>
      <div class="d" style="font-size:84px;font-weight:800;line-height:1;margin:26px 0">A résumé that gets the interview.</div>
      <div style="font-size:22px;line-height:1.5;color:#4b4860;max-width:560px">Pick a recruiter-approved template, paste your experience and download an ATS-friendly PDF in ten minutes.</div>
      <div class="row" style="gap:16px;margin-top:40px"><div style="padding:20px 32px;border-radius:14px;background:${CORAL};color:#fff;font-weight:700;font-size:19px">Start for free</div><div style="padding:20px 32px;border-radius:14px;border:2px solid #16141f;font-weight:600;font-size:19px">See templates</div></div>
      <div style="margin-top:36px;color:#6a6780;font-size:17px">★★★★★ &nbsp;Loved by 40,000+ job seekers</div>
    </div>
    <div style="flex:1;position:relative">
      <div style="position:absolute;right:40px;top:10px;width:520px;height:740px;border-radius:18px;background:#fff;box-shadow:0 40px 80px rgba(22,20,31,.18);padding:46px;transform:rotate(2deg)">
        <div class="row" style="gap:20px;align-items:center"><div style="width:84px;height:84px;border-radius:50%;background:linear-gradient(135deg,${SAFFRON},${CORAL})"></div><div><div class="d" style="font-size:34px;font-weight:800">Ananya Rao</div><div style="color:${CORAL};font-weight:600;font-size:17px">Senior Product Designer</div></div></div>
        ${["Experience", "Education", "Skills"].map((h, i) => `<div style="margin-top:34px"><div style="font-weight:800;font-size:15px;letter-spacing:.12em;text-transform:uppercase;color:#16141f;border-bottom:2px solid #16141f;padding-bottom:8px">${h}</div>${Array.from({ length: i === 0 ? 5 : 3 }, (_, j) => `<div style="height:11px;border-radius:6px;background:#e8e5ef;margin-top:14px;width:${[92, 78, 86, 64, 72][j]}%"></div>`).join("")}</div>`).join("")}
      </div>
      <div style="position:absolute;left:0;bottom:120px;width:300px;padding:22px;border-radius:18px;background:#16141f;color:#fff;box-shadow:0 30px 60px rgba(22,20,31,.3)"><div style="font-size:14px;color:${SAFFRON};font-weight:700">ATS SCORE</div><div class="d" style="font-size:56px;font-weight:800">94<span style="font-size:24px;color:#9c99b0">/100</span></div><div style="height:10px;border-radius:6px;background:#2d2a3d;margin-top:8px"><div style="width:94%;height:100%;border-radius:6px;background:linear-gradient(90deg,${SAFFRON},${CORAL})"></div></div></div>
    </div>
  </div>
</div>`;

const productMockups = `
<div class="col" style="height:100%;background:radial-gradient(70% 80% at 70% 30%,#2a1f4a,${INK} 70%)">
  <nav class="row" style="justify-content:space-between;align-items:center;padding:34px 80px">
    <div class="d" style="font-size:30px;font-weight:700">mockup<span class="gtext">.studio</span></div>
    <div class="row" style="gap:40px;font-size:18px;color:#b9b5cf">Packaging<span>Apparel</span><span>Devices</span><span>Pricing</span></div>
    <div class="grad" style="padding:14px 26px;border-radius:999px;color:${INK};font-weight:700;font-size:17px">Upload your design</div>
  </nav>
  <div class="row" style="flex:1;padding:30px 80px;gap:40px;align-items:center">
    <div style="flex:1">
      <div class="d" style="font-size:80px;font-weight:800;line-height:1">Photoreal mockups<br/><span class="gtext">in one click.</span></div>
      <div style="font-size:22px;color:#b9b5cf;margin-top:28px;max-width:520px;line-height:1.5">Drop in a label, get studio-lit renders of bottles, boxes, phones and totes, ready for your store and ads.</div>
      <div class="row" style="gap:14px;margin-top:40px">${["Bottles", "Boxes", "Phones", "Totes"].map((t) => `<div style="padding:12px 20px;border-radius:999px;border:1px solid #3a3553;color:#e4e1f3;font-size:16px">${t}</div>`).join("")}</div>
    </div>
    <div class="row" style="flex:1.1;gap:22px;align-items:flex-end;height:640px">
      <div style="flex:1;height:78%;border-radius:28px;background:linear-gradient(180deg,#3b2f66,#1b1630);position:relative;overflow:hidden"><div style="position:absolute;left:50%;bottom:40px;transform:translateX(-50%);width:120px;height:300px;border-radius:40px 40px 18px 18px;background:linear-gradient(90deg,#e9e4ff,#b6a9ff 60%,#8b7cf6)"><div style="margin:120px 12px 0;padding:16px 4px;background:${INK};color:#fff;text-align:center;border-radius:6px;font:700 17px Bricolage">LUMA</div></div></div>
      <div style="flex:1;height:100%;border-radius:28px;background:linear-gradient(180deg,#5a2b2b,#1f1420);position:relative;overflow:hidden"><div style="position:absolute;left:50%;top:50%;transform:translate(-50%,-45%) rotate(-8deg);width:200px;height:200px;border-radius:14px;background:linear-gradient(135deg,${SAFFRON},${CORAL});box-shadow:30px 30px 0 rgba(0,0,0,.25)"><div class="d" style="padding:26px;font-size:34px;font-weight:800;color:${INK}">Terra<br/>Tea</div></div></div>
      <div style="flex:1;height:86%;border-radius:28px;background:linear-gradient(180deg,#1e3a4a,#121722);position:relative;overflow:hidden"><div style="position:absolute;left:50%;bottom:50px;transform:translateX(-50%);width:150px;height:300px;border-radius:28px;border:8px solid #0b0a11;background:linear-gradient(160deg,${VIOLET},${CORAL})"><div class="d" style="color:#fff;font-size:22px;font-weight:800;padding:26px 14px">Pulse</div></div></div>
    </div>
  </div>
</div>`;

const osAgency = `
<div style="height:100%;position:relative;background:radial-gradient(60% 70% at 20% 20%,rgba(139,124,246,.55),transparent 70%),radial-gradient(50% 60% at 85% 80%,rgba(240,112,90,.45),transparent 70%),radial-gradient(40% 40% at 70% 10%,rgba(255,180,84,.35),transparent 70%),#16122a">
  <div class="row" style="height:44px;align-items:center;justify-content:space-between;padding:0 22px;background:rgba(12,11,18,.55);font-size:15px;color:#e4e1f3">
    <div class="row" style="gap:26px"><b>◆ Studio OS</b><span>File</span><span>Work</span><span>Services</span><span>Contact</span></div><div>Fri 10:24</div></div>
  ${[
    [
      90,
      120,
      700,
      460,
      "about.app",
      `<div class="d" style="font-size:54px;font-weight:800;line-height:1.02">We design<br/>brands that<br/><span class="gtext">feel alive.</span></div><div style="margin-top:22px;color:#c9c5dd;font-size:18px;line-height:1.5;max-width:520px">An independent studio for identity, web and motion. Open a window to look around.</div>`,
    ],
    [
      830,
      160,
      640,
      380,
      "work — finder",
      `<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:16px">${["Nova Bank", "Orbit", "Kiln & Co", "Fable", "Arcade", "Halo"].map((t, i) => `<div><div style="height:96px;border-radius:12px;background:${[VIOLET, CORAL, SAFFRON, "#5fd0c4", "#e06bd0", "#7aa7ff"][i]};opacity:.85"></div><div style="margin-top:8px;font-size:15px;color:#e4e1f3">${t}</div></div>`).join("")}</div>`,
    ],
    [
      300,
      560,
      560,
      300,
      "terminal",
      `<div style="font:16px/1.8 ui-monospace,monospace;color:#9ef0c0">$ studio --start-project<br/><span style="color:#c9c5dd">→ brief received · timeline 4 weeks</span><br/><span style="color:${SAFFRON}">✓ kickoff call booked for Monday</span><br/>$ <span style="background:#9ef0c0;color:#000">&nbsp;</span></div>`,
    ],
  ]
    .map(
      ([x, y, w, h, title, body]) =>
        `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${h}px;border-radius:16px;background:rgba(18,16,28,.82);border:1px solid rgba(255,255,255,.12);box-shadow:0 30px 70px rgba(0,0,0,.45);overflow:hidden"><div class="row" style="align-items:center;gap:8px;height:40px;padding:0 16px;background:rgba(255,255,255,.05);font-size:14px;color:#b9b5cf"><span style="width:12px;height:12px;border-radius:50%;background:#ff5f57"></span><span style="width:12px;height:12px;border-radius:50%;background:#febc2e"></span><span style="width:12px;height:12px;border-radius:50%;background:#28c840"></span><span style="margin-left:12px">${title}</span></div><div style="padding:28px">${body}</div></div>`,
    )
    .join("")}
  <div class="row" style="position:absolute;left:50%;bottom:22px;transform:translateX(-50%);gap:14px;padding:12px 16px;border-radius:22px;background:rgba(255,255,255,.12);border:1px solid rgba(255,255,255,.16)">
    ${[VIOLET, CORAL, SAFFRON, "#5fd0c4", "#7aa7ff", "#e06bd0", "#f4f2fb"].map((c) => `<div style="width:56px;height:56px;border-radius:14px;background:${c}"></div>`).join("")}</div>
  <div class="col" style="position:absolute;right:40px;top:620px;gap:26px;align-items:center;font-size:14px;color:#e4e1f3">${["Résumé.pdf", "Showreel.mov", "Say hello"].map((t, i) => `<div class="col" style="align-items:center;gap:8px"><div style="width:64px;height:64px;border-radius:14px;background:rgba(255,255,255,.16);border:1px solid rgba(255,255,255,.2);display:grid;place-items:center;font-size:17px;font-weight:800;letter-spacing:.04em">${["PDF", "MOV", "@"][i]}</div>${t}</div>`).join("")}</div>
</div>`;

/* ---------------------------------------------------------------- mockups (700x700) */

const scene = (bg, inner) =>
  `<div style="height:100%;position:relative;overflow:hidden;background:${bg}"><div style="position:absolute;left:0;right:0;bottom:0;height:34%;background:linear-gradient(180deg,rgba(0,0,0,.0),rgba(0,0,0,.28))"></div><div style="position:absolute;left:50%;bottom:90px;width:420px;height:50px;transform:translateX(-50%);border-radius:50%;background:rgba(0,0,0,.35);filter:blur(18px)"></div>${inner}</div>`;

const mockups = {
  "mockup-serum": scene(
    `radial-gradient(80% 70% at 50% 30%,#3a2f6b,#141022)`,
    `
    <div style="position:absolute;left:50%;bottom:110px;transform:translateX(-50%);width:190px;height:400px">
      <div style="width:56px;height:70px;margin:0 auto;border-radius:10px 10px 4px 4px;background:linear-gradient(90deg,#1a1726,#3b3552,#1a1726)"></div>
      <div style="width:190px;height:330px;border-radius:40px 40px 26px 26px;background:linear-gradient(90deg,rgba(255,255,255,.25),rgba(139,124,246,.65) 30%,rgba(139,124,246,.9) 70%,rgba(255,255,255,.15));position:relative">
        <div style="position:absolute;left:18px;right:18px;top:90px;padding:22px 10px;border-radius:10px;background:#f7f5ff;color:${INK};text-align:center"><div class="d" style="font-size:36px;font-weight:800">LUMA</div><div style="font-size:13px;letter-spacing:.2em;margin-top:4px">NIGHT SERUM</div></div></div></div>`,
  ),
  "mockup-tea-box": scene(
    `radial-gradient(80% 70% at 50% 30%,#6b3527,#1d1114)`,
    `
    <div style="position:absolute;left:50%;bottom:120px;transform:translateX(-50%) perspective(900px) rotateY(-24deg) rotateX(6deg);width:300px;height:340px;border-radius:10px;background:linear-gradient(160deg,${SAFFRON},${CORAL});box-shadow:40px 0 0 #b8452f;padding:34px;color:${INK}">
      <div style="font-size:14px;letter-spacing:.25em;font-weight:700">ORGANIC · 20 BAGS</div><div class="d" style="font-size:64px;font-weight:800;line-height:.95;margin-top:26px">Terra<br/>Tea</div><div style="margin-top:30px;font-size:17px;font-weight:600">Masala chai blend</div></div>`,
  ),
  "mockup-phone": scene(
    `radial-gradient(80% 70% at 50% 30%,#1f4152,#0d1218)`,
    `
    <div style="position:absolute;left:50%;bottom:110px;transform:translateX(-50%) rotate(-6deg);width:250px;height:480px;border-radius:44px;background:#0b0a11;padding:12px;box-shadow:0 30px 60px rgba(0,0,0,.5)">
      <div style="height:100%;border-radius:34px;background:linear-gradient(165deg,${VIOLET},${CORAL} 70%,${SAFFRON});padding:50px 22px;color:#fff">
        <div class="d" style="font-size:40px;font-weight:800">Pulse</div><div style="font-size:16px;opacity:.9;margin-top:6px">Fitness, made social</div>
        <div style="margin-top:40px;padding:18px;border-radius:18px;background:rgba(12,11,18,.35)"><div style="font-size:14px;opacity:.85">Today</div><div class="d" style="font-size:44px;font-weight:800">8,412</div><div style="font-size:14px;opacity:.85">steps · 72% of goal</div></div>
        <div style="margin-top:16px;height:60px;border-radius:18px;background:rgba(255,255,255,.25)"></div></div></div>`,
  ),
  "mockup-shipping-box": scene(
    `radial-gradient(80% 70% at 50% 30%,#4a3b1c,#16120c)`,
    `
    <div style="position:absolute;left:50%;bottom:120px;transform:translateX(-50%);width:400px;height:280px">
      <div style="position:absolute;inset:0;border-radius:8px;background:linear-gradient(180deg,#c99a5b,#a97b42)"></div>
      <div style="position:absolute;left:0;right:0;top:0;height:60px;background:linear-gradient(180deg,#d8ad70,#c08d4f);border-radius:8px 8px 0 0"></div>
      <div style="position:absolute;left:50%;top:0;width:70px;height:100%;transform:translateX(-50%);background:rgba(12,11,18,.85)"></div>
      <div style="position:absolute;left:30px;bottom:40px;padding:16px 20px;border-radius:8px;background:${INK};color:#fff"><div class="d" style="font-size:34px;font-weight:800">Kiln<span style="color:${SAFFRON}">&amp;</span>Co</div><div style="font-size:13px;letter-spacing:.2em">HANDMADE CERAMICS</div></div></div>`,
  ),
  "mockup-tote": scene(
    `radial-gradient(80% 70% at 50% 30%,#2c4a3a,#0f1612)`,
    `
    <div style="position:absolute;left:50%;bottom:110px;transform:translateX(-50%);width:330px;height:440px">
      <div style="width:180px;height:150px;margin:0 auto;border:16px solid #e7e0cf;border-bottom:none;border-radius:90px 90px 0 0"></div>
      <div style="height:300px;margin-top:-10px;border-radius:6px 6px 14px 14px;background:linear-gradient(90deg,#ddd5c1,#f1ebdc 40%,#e2dbc8);display:grid;place-items:center;color:${INK}">
        <div style="text-align:center"><div class="d" style="font-size:58px;font-weight:800;line-height:.9">fable</div><div style="font-size:14px;letter-spacing:.3em;margin-top:10px">BOOKSHOP</div><div class="grad" style="width:90px;height:8px;border-radius:4px;margin:16px auto 0"></div></div></div></div>`,
  ),
};

/* ---------------------------------------------------------------- video thumbnails (1280x720) */

const thumb = (bg, kicker, title, sub) => `
<div style="height:100%;position:relative;overflow:hidden;background:${bg};padding:80px">
  <div style="display:inline-block;padding:10px 18px;border-radius:999px;background:rgba(12,11,18,.6);font-weight:700;font-size:20px;letter-spacing:.12em">${kicker}</div>
  <div class="d" style="font-size:96px;font-weight:800;line-height:.98;margin-top:36px;max-width:760px">${title}</div>
  <div style="font-size:28px;margin-top:26px;color:rgba(255,255,255,.85);max-width:640px">${sub}</div>
  <div style="position:absolute;right:110px;top:50%;transform:translateY(-50%);width:300px;height:520px;border-radius:40px;border:10px solid #0b0a11;background:linear-gradient(170deg,rgba(255,255,255,.25),rgba(12,11,18,.2));box-shadow:0 40px 80px rgba(0,0,0,.45)">
    <div style="position:absolute;left:20px;right:20px;bottom:26px;height:14px;border-radius:7px;background:rgba(255,255,255,.3)"><div style="width:62%;height:100%;border-radius:7px;background:#fff"></div></div></div>
</div>`;

const thumbs = {
  "video-ugc-skincare": thumb(
    `linear-gradient(125deg,${VIOLET},#4b3aa8 55%,${INK})`,
    "AI UGC AD",
    "“I swapped my whole night routine.”",
    "A 30-second creator-style ad for Luma skincare",
  ),
  "video-brand-film": thumb(
    `linear-gradient(125deg,${CORAL},#8a2f3a 60%,${INK})`,
    "BRAND FILM",
    "Terra Tea: from leaf to cup",
    "A 45-second story for a D2C chai brand",
  ),
  "video-meta-ad": thumb(
    `linear-gradient(125deg,${SAFFRON},${CORAL} 50%,#3a1d2c)`,
    "META AD",
    "Pulse: 3 hooks, 1 winner",
    "Short-form variations tested on Instagram Reels",
  ),
};

/* ---------------------------------------------------------------- render */

const executablePath = systemChromium();
const browser = await chromium.launch({ executablePath });
const page = await browser.newPage({ deviceScaleFactor: 1 });

async function render(name, html, width, height) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><head><style>${base}</style></head><body>${html}</body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: fromRoot("public/portfolio", `${name}.png`) });
  console.log(`public/portfolio/${name}.png`);
}

await render("axero", axero, 1600, 1000);
await render("demoresu", demoresu, 1600, 1000);
await render("product-mockups", productMockups, 1600, 1000);
await render("os-inspired-agency", osAgency, 1600, 1000);
for (const [name, html] of Object.entries(mockups)) await render(name, html, 700, 700);
for (const [name, html] of Object.entries(thumbs)) await render(name, html, 1280, 720);

/* ---------------------------------------------------------------- videos: canvas + MediaRecorder */

const clips = {
  "video-ugc-skincare": {
    colors: [VIOLET, "#4b3aa8"],
    title: "Luma Night Serum",
    line: "AI UGC ad · 9:16 cut",
  },
  "video-brand-film": {
    colors: [CORAL, "#8a2f3a"],
    title: "Terra Tea",
    line: "Brand film · from leaf to cup",
  },
  "video-meta-ad": { colors: [SAFFRON, CORAL], title: "Pulse", line: "Meta ad · hook test" },
};

await page.setViewportSize({ width: 640, height: 360 });
await page.setContent(
  `<!doctype html><html><head><style>${base}</style></head><body><canvas width="640" height="360"></canvas></body></html>`,
);
await page.evaluate(() => document.fonts.load('800 40px "Bricolage"'));
for (const [name, clip] of Object.entries(clips)) {
  const base64 = await page.evaluate(
    async ({ clip, ink }) => {
      const canvas = document.querySelector("canvas");
      const ctx = canvas.getContext("2d");
      const stream = canvas.captureStream(24);
      const recorder = new MediaRecorder(stream, {
        mimeType: "video/webm;codecs=vp8",
        videoBitsPerSecond: 450_000,
      });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      const duration = 4000;
      const start = performance.now();
      recorder.start();
      await new Promise((resolve) => {
        const frame = () => {
          const t = (performance.now() - start) / duration;
          const g = ctx.createLinearGradient(0, 0, 640 * (1 + Math.sin(t * 6.28) * 0.3), 360);
          g.addColorStop(0, clip.colors[0]);
          g.addColorStop(1, ink);
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, 640, 360);
          for (let i = 0; i < 6; i++) {
            ctx.beginPath();
            ctx.fillStyle = `rgba(255,255,255,${0.05 + i * 0.015})`;
            ctx.arc(
              320 + Math.cos(t * 6.28 + i) * (90 + i * 30),
              180 + Math.sin(t * 6.28 * 1.3 + i) * 70,
              30 + i * 10,
              0,
              6.28,
            );
            ctx.fill();
          }
          const appear = Math.min(1, t * 3);
          ctx.globalAlpha = appear;
          ctx.fillStyle = "#fff";
          ctx.font = '800 48px "Bricolage"';
          ctx.fillText(clip.title, 40, 300 - appear * 20 + 20);
          ctx.font = '500 20px "Inter"';
          ctx.fillText(clip.line, 42, 330);
          ctx.globalAlpha = 1;
          ctx.fillStyle = "rgba(255,255,255,.35)";
          ctx.fillRect(40, 40, 560, 4);
          ctx.fillStyle = "#fff";
          ctx.fillRect(40, 40, 560 * Math.min(1, t), 4);
          if (t < 1) requestAnimationFrame(frame);
          else resolve();
        };
        frame();
      });
      recorder.stop();
      await done;
      const blob = new Blob(chunks, { type: "video/webm" });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { clip, ink: INK },
  );
  const buffer = Buffer.from(base64, "base64");
  if (buffer.length > 400_000)
    throw new Error(`${name}.webm is ${buffer.length} bytes, over the 400 KB budget`);
  writeFileSync(fromRoot("public/videos", `${name}.webm`), buffer);
  console.log(`public/videos/${name}.webm (${Math.round(buffer.length / 1024)} KB)`);
}

await browser.close();
