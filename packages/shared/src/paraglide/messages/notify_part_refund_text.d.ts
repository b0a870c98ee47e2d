/**
* | output |
* | --- |
* | "It goes back the way you paid (M-Pesa, to the number that paid); we will tell you when it is sent. Your booking stands." |
*
* @param {Notify_Part_Refund_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_part_refund_text: ((inputs?: Notify_Part_Refund_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Part_Refund_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Part_Refund_TextInputs = {};
