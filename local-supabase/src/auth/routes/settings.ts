import { json } from "../../http-types.ts";
import type { Route } from "../request.ts";

const EXTERNAL_PROVIDERS = [
  "anonymous_users",
  "apple",
  "azure",
  "bitbucket",
  "discord",
  "facebook",
  "figma",
  "fly",
  "github",
  "gitlab",
  "google",
  "keycloak",
  "kakao",
  "linkedin",
  "linkedin_oidc",
  "notion",
  "spotify",
  "slack",
  "slack_oidc",
  "workos",
  "twitch",
  "twitter",
  "x",
  "phone",
  "zoom",
];

/** `GET /settings`: only e-mail sign-in is available offline; confirmations are on. */
export const settings: Route = async ({ ctx }) =>
  json(200, {
    external: {
      ...Object.fromEntries(EXTERNAL_PROVIDERS.map((name) => [name, false])),
      email: ctx.config.emailProviderEnabled,
    },
    disable_signup: !ctx.config.enableSignup,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: "",
    saml_enabled: false,
  });
