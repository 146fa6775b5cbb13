import { domMax } from "motion/react";

// The site-wide LazyMotion loads domAnimation, which has no drag; only the mockup stack needs it.
export default domMax;
