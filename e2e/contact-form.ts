import type { Page } from "@playwright/test";

const PLACEHOLDERS = {
  name: "Your Name",
  email: "Your Email",
  message: "Tell us about your project",
} as const;

/** Types into the contact form's given fields (the others keep what they hold) and presses Send. */
export async function sendContactForm(
  page: Page,
  fields: Partial<Record<keyof typeof PLACEHOLDERS, string>>,
) {
  for (const [field, value] of Object.entries(fields) as [keyof typeof PLACEHOLDERS, string][]) {
    await page.getByPlaceholder(PLACEHOLDERS[field]).fill(value);
  }
  await page.getByRole("button", { name: "Send Message" }).click();
}
