import { site } from "@/content/site";

/** The login page's code view, where a session of an account with a second factor must go next. */
export const SECOND_FACTOR_LOGIN = "/login?view=mfa_challenge";

/** The admin area's page where staff add and remove their authenticator app. */
export const securityPath = `${site.adminPath}/security`;
