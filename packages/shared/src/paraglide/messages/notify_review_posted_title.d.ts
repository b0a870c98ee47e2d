/**
* | starsPlural | output |
* | --- | --- |
* | "one" | "New 1-star review of {space}" |
* | "other" | "New {stars}-star review of {space}" |
*
* @param {Notify_Review_Posted_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_posted_title: ((inputs: Notify_Review_Posted_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Review_Posted_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Review_Posted_TitleInputs = {
    stars: NonNullable<unknown>;
    space: NonNullable<unknown>;
};
