"use client";

import { startTransition, useActionState, useEffect, useId, useRef, useState } from "react";
import { Star } from "lucide-react";
import { toast } from "sonner";

import { type FieldErrors, SUBMISSION_FAILED_MESSAGE } from "@/lib/schemas/form-fields";
import { reviewFields, reviewLimits } from "@/lib/schemas/review-fields";
import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  FieldError,
  focusFirstInvalid,
  Honeypot,
  NoScriptOutcome,
  SubmitButton,
  keepFields,
  lazyValidator,
  serverFieldErrors,
  useIsHydrated,
} from "@/components/forms/form-parts";

import { submitReviewAction } from "./actions";

const loadValidator = lazyValidator(() =>
  import("@/lib/schemas/review").then((schemas) => schemas.reviewFormErrors),
);

const SUCCESS_MESSAGE = "Thank you! Your review has been submitted for approval.";
const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 'Leave a Review': Name, a star Rating (a native radio group, so arrows, Tab and no-JavaScript
 * posting all work), Comment. With JavaScript it validates with the shared schema, toasts the
 * outcome, resets after success and keeps what was typed after a failure. Without JavaScript the
 * server action's state (errors, values, outcome) is rendered into the returned page.
 */
export function ReviewForm({ className }: { className?: string }) {
  const [state, formAction, isPending] = useActionState(submitReviewAction, null);
  const id = useId();

  const [seenState, setSeenState] = useState(state);
  const [errors, setErrors] = useState<FieldErrors>(() => serverFieldErrors(state));
  // Only the first render takes values from the state (a page the server rendered after a post
  // without JavaScript); later the inputs simply keep what is typed in them.
  const [initialValues, setInitialValues] = useState(() =>
    state && !state.ok ? state.values : undefined,
  );
  const [rating, setRating] = useState(() => ratingFrom(initialValues?.rating));
  const [formKey, setFormKey] = useState(0);
  if (state !== seenState) {
    setSeenState(state);
    setErrors(serverFieldErrors(state));
    if (state?.ok) {
      // A new key remounts the form: the reset after success.
      setFormKey((key) => key + 1);
      setInitialValues(undefined);
      setRating(0);
    }
  }

  useEffect(() => {
    if (!state) return;
    if (state.ok) toast.success(SUCCESS_MESSAGE);
    else toast.error(state.formError ?? SUBMISSION_FAILED_MESSAGE);
  }, [state]);

  const checking = useRef(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Sending through startTransition instead of letting React run the form action skips React's
    // automatic form reset, which would wipe what was typed when the submission fails.
    event.preventDefault();
    if (isPending || checking.current) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    checking.current = true;
    const validate = await loadValidator().finally(() => {
      checking.current = false;
    });
    const fieldErrors = validate ? validate(formData) : {};
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstInvalid(form, reviewFields, fieldErrors);
      return;
    }
    setErrors({});
    startTransition(() => formAction(formData));
  }

  function handleChange(event: React.FormEvent<HTMLFormElement>) {
    // After a failed attempt, errors clear (or update) as the visitor fixes the fields.
    if (Object.keys(errors).length === 0) return;
    const form = event.currentTarget;
    void loadValidator().then((validate) => {
      if (!validate) return;
      const current = validate(new FormData(form));
      setErrors((shown) => keepFields(current, Object.keys(shown)));
    });
  }


  const headingId = `${id}-heading`;
  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const described = (field: string) =>
    errors[field]?.[0] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "relative isolate overflow-hidden rounded-3xl border border-white/10 bg-card p-7 shadow-2xl shadow-black/40 sm:p-10",
        className,
      )}
    >
      <h2 id={headingId} className="text-display-md font-bold">
        Leave a Review
      </h2>
      <form
        key={formKey}
        action={formAction}
        onSubmit={handleSubmit}
        onChange={handleChange}
        onFocus={() => void loadValidator()}
        noValidate
        className="relative mt-8 grid gap-6"
      >
        <div className="grid gap-2">
          <Label htmlFor={fieldId("name")}>Name</Label>
          <Input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="name"
            placeholder="Your Name"
            aria-required="true"
            defaultValue={initialValues?.name}
            {...described("name")}
          />
          <FieldError id={errorId("name")} message={errors["name"]?.[0]} />
        </div>

        <StarRating
          idPrefix={fieldId("rating")}
          value={rating}
          onChange={setRating}
          error={errors["rating"]?.[0]}
          errorId={errorId("rating")}
        />

        <div className="grid gap-2">
          <Label htmlFor={fieldId("comment")}>Comment</Label>
          <Textarea
            id={fieldId("comment")}
            name="comment"
            rows={5}
            placeholder="Tell us about your experience"
            aria-required="true"
            defaultValue={initialValues?.comment}
            {...described("comment")}
          />
          <FieldError id={errorId("comment")} message={errors["comment"]?.[0]} />
        </div>

        <Honeypot id={fieldId("website")} />

        <NoScriptOutcome state={state} successMessage={SUCCESS_MESSAGE} />

        <SubmitButton isPending={isPending} label="Submit Review" pendingLabel="Submitting..." />
      </form>
    </section>
  );
}

/**
 * Five native radio buttons named "rating", drawn as stars. Click or arrow keys choose; hovering
 * previews. Before hydration (or without JavaScript) CSS alone fills the stars up to the checked
 * one: a label is filled when its own radio, or one after it, is checked.
 */
function StarRating({
  idPrefix,
  value,
  onChange,
  error,
  errorId,
}: {
  idPrefix: string;
  value: number;
  onChange: (value: number) => void;
  error: string | undefined;
  errorId: string;
}) {
  const isHydrated = useIsHydrated();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const legendId = `${idPrefix}-legend`;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      className="grid gap-2"
    >
      <legend id={legendId} className="mb-2 text-sm leading-none font-medium">
        Rating
      </legend>
      <div className="flex w-fit items-center" onPointerLeave={() => setHovered(0)}>
        {STARS.map((star) => (
          <label
            key={star}
            onPointerEnter={() => setHovered(star)}
            className={cn(
              "grid size-11 cursor-pointer place-items-center rounded-lg transition-transform hover:scale-110 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/60",
              !isHydrated &&
                "[&:has(:checked)_svg]:fill-spark [&:has(:checked)_svg]:text-spark [&:has(~label_:checked)_svg]:fill-spark [&:has(~label_:checked)_svg]:text-spark",
            )}
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-8 transition-colors",
                isHydrated && star <= shown ? "fill-spark text-spark" : "text-muted-foreground/60",
              )}
            />
            <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

function ratingFrom(value: string | undefined): number {
  const rating = Number(value);
  return Number.isInteger(rating) &&
    rating >= reviewLimits.rating.min &&
    rating <= reviewLimits.rating.max
    ? rating
    : 0;
}
