/**
* | output |
* | --- |
* | "We received your payment. Your booking is confirmed; the calendar entry is attached." |
*
* @param {Notify_Confirmed_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_text: ((inputs?: Notify_Confirmed_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Confirmed_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Confirmed_TextInputs = {};
