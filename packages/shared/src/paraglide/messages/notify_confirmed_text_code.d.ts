/**
* | output |
* | --- |
* | "We received your payment, M-Pesa receipt {code}. Your booking is confirmed; the calendar entry is attached." |
*
* @param {Notify_Confirmed_Text_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_text_code: ((inputs: Notify_Confirmed_Text_CodeInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Confirmed_Text_CodeInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Confirmed_Text_CodeInputs = {
    code: NonNullable<unknown>;
};
