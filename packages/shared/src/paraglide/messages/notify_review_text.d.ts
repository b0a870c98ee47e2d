/**
* | output |
* | --- |
* | "We hope your time at {space} went well. A short review helps other guests choose and helps the host." |
*
* @param {Notify_Review_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_text: ((inputs: Notify_Review_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Review_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Review_TextInputs = {
    space: NonNullable<unknown>;
};
