/**
* | output |
* | --- |
* | "No times" |
*
* @param {Slot_No_TimesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_no_times: ((inputs?: Slot_No_TimesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Slot_No_TimesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Slot_No_TimesInputs = {};
