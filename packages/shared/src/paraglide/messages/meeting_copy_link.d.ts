/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Meeting_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_copy_link: ((inputs?: Meeting_Copy_LinkInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Copy_LinkInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Copy_LinkInputs = {};
