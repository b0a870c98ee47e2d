/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Support is open 24/7. 1 quick answer above; people for everything else." |
* | "other" | "Support is open 24/7. {count} quick answers above; people for everything else." |
*
* @param {Help_Still_AnswersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const help_still_answers: ((inputs: Help_Still_AnswersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Help_Still_AnswersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Help_Still_AnswersInputs = {
    count: NonNullable<unknown>;
};
