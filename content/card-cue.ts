/** The one cue under every card that opens a service or a project; one spelling site-wide. */
export const learnMoreCue = "Learn More";
