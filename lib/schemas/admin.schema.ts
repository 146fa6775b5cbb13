import { z } from "./zod";

export const reviewIdSchema = z.uuid();
export const reviewApprovalSchema = z.object({ id: reviewIdSchema, approved: z.boolean() });
export const submissionHandledSchema = z.object({ id: z.uuid(), handled: z.boolean() });
export const spamMoveSchema = z.object({ id: z.uuid(), spam: z.boolean() });
