/**
* | output |
* | --- |
* | "Your booking for {when} is cancelled." |
*
* @param {Notify_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_cancelled_text: ((inputs: Notify_Cancelled_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Cancelled_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Cancelled_TextInputs = {
    when: NonNullable<unknown>;
};
