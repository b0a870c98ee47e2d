/**
* | output |
* | --- |
* | "How was {space}?" |
*
* @param {Notify_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_review_title: ((inputs: Notify_Review_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Review_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Review_TitleInputs = {
    space: NonNullable<unknown>;
};
