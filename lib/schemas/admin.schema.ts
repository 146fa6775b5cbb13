import { z } from "./zod";

/** The moderation actions' inputs, checked on the server: a client can post anything. */
export const reviewIdSchema = z.uuid();
export const reviewApprovalSchema = z.object({ id: reviewIdSchema, approved: z.boolean() });
export const submissionHandledSchema = z.object({ id: z.uuid(), handled: z.boolean() });
/** Into spam (true) or out of it (false), for an enquiry or a review alike. */
export const spamMoveSchema = z.object({ id: z.uuid(), spam: z.boolean() });
