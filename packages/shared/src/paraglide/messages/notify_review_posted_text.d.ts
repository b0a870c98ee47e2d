/**
* | output |
* | --- |
* | "{guest} gave {space} {stars} out of 5 after their booking." |
*
* @param {Notify_Review_Posted_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_posted_text: ((inputs: Notify_Review_Posted_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Review_Posted_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Review_Posted_TextInputs = {
    guest: NonNullable<unknown>;
    space: NonNullable<unknown>;
    stars: NonNullable<unknown>;
};
