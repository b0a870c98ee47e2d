/**
* | output |
* | --- |
* | "Nothing was charged." |
*
* @param {Notify_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_nothing_charged: ((inputs?: Notify_Nothing_ChargedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Nothing_ChargedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Nothing_ChargedInputs = {};
