import { z } from "./zod";

/** The moderation actions' inputs, checked on the server: a client can post anything. */
export const reviewIdSchema = z.uuid();
export const reviewApprovalSchema = z.object({ id: reviewIdSchema, approved: z.boolean() });
export const submissionHandledSchema = z.object({ id: z.uuid(), handled: z.boolean() });
