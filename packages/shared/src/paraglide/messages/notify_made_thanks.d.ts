/**
* | output |
* | --- |
* | "Thank you for booking {space} on Nafasi." |
*
* @param {Notify_Made_ThanksInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_made_thanks: ((inputs: Notify_Made_ThanksInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Made_ThanksInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Made_ThanksInputs = {
    space: NonNullable<unknown>;
};
