"use client";

import { memo } from "react";

import { reviewsPage } from "@/content/reviews";
import { cx } from "@/lib/cx";
import { INVITATION_FIELD, reviewFields, reviewLimits } from "@/lib/schemas/review-limits";
import { FieldError } from "@/components/forms/field-error";
import { fieldErrorId } from "@/components/forms/field-errors";
import { lazyValidator } from "@/components/forms/lazy-validator";
import { FreeTextField, NameField } from "@/components/forms/public-fields";
import { PublicForm, type PublicFormProps, type SentNote } from "@/components/forms/public-form";
import { usePublicForm } from "@/components/forms/use-public-form";
import { Icon } from "@/components/page/icon";

import { submitInvitedReviewAction, submitReviewAction } from "./actions";

const loadValidator = lazyValidator(() =>
  import("@/lib/schemas/review.schema").then((schemas) => schemas.reviewFormErrors),
);

const STARS = [1, 2, 3, 4, 5] as const;

const sentNote: SentNote = {
  another: reviewsPage.another,
  body: () => (
    <>
      <p className="text-lg font-semibold">{reviewsPage.sent}</p>
      <p className="text-muted-foreground">{reviewsPage.sentNext}</p>
    </>
  ),
};

const invitedSentNote: SentNote = {
  body: () => (
    <>
      <p className="text-lg font-semibold">{reviewsPage.sent}</p>
      <p className="text-muted-foreground">{reviewsPage.sentInvited}</p>
    </>
  ),
};

/** A review sent through an invitation's link: the link's token travels with the form. */
export type ReviewInvitation = { token: string; name: string; permalink: string };

export function ReviewForm({
  className,
  note,
  invitation,
}: PublicFormProps & { invitation?: ReviewInvitation }) {
  const form = usePublicForm({
    action: invitation ? submitInvitedReviewAction : submitReviewAction,
    fields: reviewFields,
    loadValidator,
    successMessage: "Thank you! Your review has been submitted for approval.",
    permalink: invitation?.permalink ?? "/reviews",
  });
  const name = form.field("name");
  const rating = form.field("rating");
  const comment = form.field("comment");
  const headingId = `${form.idPrefix}-heading`;

  return (
    <section
      id="leave-a-review"
      aria-labelledby={headingId}
      className={cx(
        "relative isolate scroll-mt-28 overflow-hidden rounded-3xl border border-white/10 bg-card p-7 shadow-2xl shadow-black/40 sm:p-10",
        className,
      )}
    >
      <h2 id={headingId} className="text-display-md font-bold">
        Leave a Review
      </h2>
      <PublicForm
        form={form}
        className="relative mt-8 grid gap-6"
        submitLabel="Submit Review"
        pendingLabel="Submitting..."
        note={note}
        sentNote={invitation ? invitedSentNote : sentNote}
      >
        {invitation ? (
          <input type="hidden" name={INVITATION_FIELD} value={invitation.token} />
        ) : null}
        {invitation ? (
          // The verified mark stands beside the invited name only.
          <NameField
            {...name}
            defaultValue={invitation.name}
            readOnly
            description="The name we invited you under. To change it, reply to our e-mail."
          />
        ) : (
          <NameField {...name} />
        )}
        <StarRating
          idPrefix={rating.id}
          defaultValue={ratingFrom(rating.defaultValue)}
          error={rating.error}
          focusFirst={rating.autoFocus === true}
        />
        <FreeTextField
          {...comment}
          label="Comment"
          rows={5}
          placeholder="Tell us about your experience"
        />
      </PublicForm>
    </section>
  );
}

// Native radios, so arrows, Tab and the post without JavaScript work; the fill is CSS (`star-rating`
// in app/globals.css), so a choice needs no render and looks the same before hydration.
const StarRating = memo(function StarRating({
  idPrefix,
  defaultValue,
  error,
  focusFirst,
}: {
  idPrefix: string;
  defaultValue: number;
  error: string | undefined;
  focusFirst: boolean;
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
              // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the page a post without JavaScript returns
              autoFocus={focusFirst && star === 1}
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
