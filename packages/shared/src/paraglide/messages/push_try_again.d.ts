/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Push_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_try_again: ((inputs?: Push_Try_AgainInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Try_AgainInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Try_AgainInputs = {};
