/**
* | output |
* | --- |
* | "Your earnings from it shrink in the same share; the booking stands. Your earnings page shows what is left." |
*
* @param {Notify_Host_Part_Refund_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_part_refund_text: ((inputs?: Notify_Host_Part_Refund_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Part_Refund_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Part_Refund_TextInputs = {};
