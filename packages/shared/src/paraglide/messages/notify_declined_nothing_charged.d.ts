/**
* | output |
* | --- |
* | "Nothing was charged. Other spaces may be free at that time." |
*
* @param {Notify_Declined_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_declined_nothing_charged: ((inputs?: Notify_Declined_Nothing_ChargedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Declined_Nothing_ChargedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Declined_Nothing_ChargedInputs = {};
