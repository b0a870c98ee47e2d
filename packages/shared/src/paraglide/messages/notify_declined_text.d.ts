/**
* | output |
* | --- |
* | "The host of {space} could not take your request for {when}." |
*
* @param {Notify_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_text: ((inputs: Notify_Declined_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Declined_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Declined_TextInputs = {
    space: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
