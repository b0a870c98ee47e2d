/**
* | output |
* | --- |
* | "Good news: the host accepted your request." |
*
* @param {Notify_Accepted_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_accepted_text: ((inputs?: Notify_Accepted_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Accepted_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Accepted_TextInputs = {};
