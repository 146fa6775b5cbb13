import { site } from "@/content/site";

export const SECOND_FACTOR_LOGIN = "/login?view=mfa_challenge";

export const securityPath = `${site.adminPath}/security`;
