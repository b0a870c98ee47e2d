/**
* | output |
* | --- |
* | "It went to the number that paid. M-Pesa tells you on your phone too." |
*
* @param {Notify_Refund_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_refund_sent_text: ((inputs?: Notify_Refund_Sent_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Refund_Sent_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Refund_Sent_TextInputs = {};
