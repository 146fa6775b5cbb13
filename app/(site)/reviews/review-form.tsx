"use client";

import { memo } from "react";

import { cx } from "@/lib/cx";
import { reviewFields, reviewLimits } from "@/lib/schemas/review-limits";
import { FieldError } from "@/components/forms/field-error";
import { fieldErrorId } from "@/components/forms/field-errors";
import { Honeypot } from "@/components/forms/honeypot";
import { InlineOutcome } from "@/components/forms/inline-outcome";
import { lazyValidator } from "@/components/forms/lazy-validator";
import { SubmitButton, type SubmitNote } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { usePublicForm } from "@/components/forms/use-public-form";
import { Icon } from "@/components/page/icon";

import { submitReviewAction } from "./actions";

const loadValidator = lazyValidator(() =>
  import("@/lib/schemas/review.schema").then((schemas) => schemas.reviewFormErrors),
);

const SUCCESS_MESSAGE = "Thank you! Your review has been submitted for approval.";
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 'Leave a Review': Name, a star Rating (a native radio group, so arrows, Tab and no-JavaScript
 * posting all work), Comment. With JavaScript it validates with the shared schema, toasts the
 * outcome, resets after success and keeps what was typed after a failure. Without JavaScript the
 * server action's state (errors, values, outcome) is rendered into the returned page.
 */
export function ReviewForm({
  className,
  note,
}: {
  className?: string;
  /** The privacy line beside the submit button, rendered by the route. */
  note?: SubmitNote;
}) {
  const form = usePublicForm({
    action: submitReviewAction,
    fields: reviewFields,
    loadValidator,
    successMessage: SUCCESS_MESSAGE,
    permalink: "/reviews",
  });
  const rating = form.field("rating");
  const headingId = `${form.idPrefix}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        "relative isolate overflow-hidden rounded-3xl border border-white/10 bg-card p-7 shadow-2xl shadow-black/40 sm:p-10",
        className,
      )}
    >
      <h2 id={headingId} className="text-display-md font-bold">
        Leave a Review
      </h2>
      <form key={form.formKey} {...form.formProps} className="relative mt-8 grid gap-6">
        <TextField
          {...form.field("name")}
          label="Name"
          required
          type="text"
          autoComplete="name"
          placeholder="Your Name"
        />

        <StarRating
          idPrefix={rating.id}
          defaultValue={ratingFrom(rating.defaultValue)}
          error={rating.error}
        />

        <TextField
          {...form.field("comment")}
          label="Comment"
          required
          multiline
          rows={5}
          placeholder="Tell us about your experience"
        />

        <Honeypot id={form.honeypotId} />

        <InlineOutcome
          state={form.state}
          successMessage={SUCCESS_MESSAGE}
          toastFailed={form.toastFailed}
        />

        <SubmitButton
          isPending={form.isPending}
          label="Submit Review"
          pendingLabel="Submitting..."
          note={note}
        />
      </form>
    </section>
  );
}

/**
 * Five native radio buttons named "rating", drawn as stars: click or arrow keys choose, and
 * hovering previews. The fill is CSS (`star-rating` in app/globals.css), so choosing a star is the
 * browser's own change of a radio, with no render, and it looks the same before hydration.
 */
const StarRating = memo(function StarRating({
  idPrefix,
  defaultValue,
  error,
}: {
  idPrefix: string;
  /** The rating the server sent back after a post without JavaScript; the form's remount after a success clears it. */
  defaultValue: number;
  error: string | undefined;
}) {
  const legendId = `${idPrefix}-legend`;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? fieldErrorId(idPrefix) : undefined}
      className="grid gap-2"
    >
      <legend id={legendId} className="mb-2 text-sm leading-none font-medium">
        Rating
      </legend>
      <div className="flex w-fit items-center star-rating">
        {STARS.map((star) => (
          <label
            key={star}
            className="grid size-11 cursor-pointer place-items-center rounded-lg transition-transform hover:scale-110 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60"
          >
            <input
              type="radio"
              name="rating"
              value={star}
              defaultChecked={defaultValue === star}
              className="sr-only"
            />
            <Icon name="star" className="size-8 text-muted-foreground/60 transition-colors" />
            <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
          </label>
        ))}
      </div>
      <FieldError fieldId={idPrefix} message={error} />
    </fieldset>
  );
});

function ratingFrom(value: string | undefined): number {
  const rating = Number(value);
  return Number.isInteger(rating) &&
    rating >= reviewLimits.rating.min &&
    rating <= reviewLimits.rating.max
    ? rating
    : 0;
}
