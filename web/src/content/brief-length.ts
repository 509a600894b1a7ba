// How many questions the brief asks, for the pages that say so ("six short questions"). Plain
// literals, so those pages carry no code for them, held by their types to the number of lead
// fields (functions/src/shared/lead-fields.ts): adding or removing a field makes these lines a
// compile error until the words are changed.
import type { BriefQuestionCount } from "@shared/lead-fields";

/** "six". */
export const briefQuestionCount: BriefQuestionCount = "six";

/** "Six", to start a sentence. */
export const BriefQuestionCountAtStart: Capitalize<BriefQuestionCount> = "Six";
